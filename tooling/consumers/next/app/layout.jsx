import '@keyshop/ui/styles.css';
import { darkTheme } from '@keyshop/ui/themes';

// No favicon request (a 404 would be a console error in the test).
export const metadata = { title: 'Keyshop UI in Next.js', icons: { icon: 'data:,' } };

// The theme class on <html>, rendered on the server: no flash, and portals (menus, toasts) are themed too.
export default function RootLayout({ children }) {
  return (
    <html lang="en" className={darkTheme}>
      <body>{children}</body>
    </html>
  );
}
