// No flash of the wrong theme without a cookie (a static page, or the theme kept in localStorage): a tiny inline
// script in <head> sets the class before the first paint. With a strict CSP, give it your nonce or its hash.
import { themeClassNames } from '@keyshop/ui/themes';

const script = `try{var d=localStorage.getItem('theme')==='dark'||(localStorage.getItem('theme')===null&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.add(d?${JSON.stringify(themeClassNames.dark)}:${JSON.stringify(themeClassNames.light)})}catch(e){}`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
// In the layout: <html lang="en" suppressHydrationWarning><head><ThemeScript /></head>…
