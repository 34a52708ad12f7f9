// app/layout.tsx — Next.js App Router: the stylesheet once, the theme class on <html> from a cookie, so the
// first paint already has the shopper's theme (no flash) and menus and toasts in portals are themed too.
import '@keyshop/ui/styles.css';
import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const dark = (await cookies()).get('theme')?.value === 'dark';
  return (
    <html lang="en" className={dark ? darkTheme : lightTheme}>
      <body>{children}</body>
    </html>
  );
}
