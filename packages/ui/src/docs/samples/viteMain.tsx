// src/main.tsx — a plain Vite app: the stylesheet once, the theme class on <html> before the first render.
import '@keyshop/ui/styles.css';
import { Button, toast, Toaster } from '@keyshop/ui';
import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import { createRoot } from 'react-dom/client';

const dark = localStorage.getItem('theme') === 'dark' || matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.classList.add(dark ? darkTheme : lightTheme);

createRoot(document.getElementById('root')!).render(
  <>
    <Button onClick={() => toast.success('Added to cart!')}>Add to cart</Button>
    <Toaster theme={dark ? 'dark' : 'light'} />
  </>,
);
