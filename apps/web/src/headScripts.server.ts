import { defaultCurrency, defaultPriceLocale } from '@keyshop/ui';
import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import { eventReplayScript } from './eventReplay.server';

/**
 * Paints the stored theme (or the system's) before the first frame: storage is the browser's, so the server
 * cannot know it. The same rule as `state/theme.ts`, which takes over after hydration.
 */
const themeScript = `try{var s=localStorage.getItem('darkMode'),d=s==='true'||(s!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches),e=document.documentElement;e.classList.toggle(${JSON.stringify(darkTheme)},d);e.classList.toggle(${JSON.stringify(lightTheme)},!d);e.style.colorScheme=d?'dark':'light'}catch(e){}`;

/**
 * The first Intl.NumberFormat loads ICU's locale data, a long piece of work the page's prices cannot do without.
 * Made just after the first paint, it runs while the page's scripts download instead of before hydration (the
 * data stays loaded; `formatPrice` then makes its formatter cheaply).
 */
const warmPricesScript = `requestAnimationFrame(function(){setTimeout(function(){try{new Intl.NumberFormat(${JSON.stringify(defaultPriceLocale)},{style:'currency',currency:${JSON.stringify(defaultCurrency)}}).format(0)}catch(e){}})})`;

/**
 * The document's own inline scripts, which the server puts at the end of the head (`rewriteHead`): only the
 * server build carries them, so no page's hydration bundle does, and the API allows each by its hash.
 */
export const headScripts = [themeScript, warmPricesScript, eventReplayScript]
  .map((code) => `<script>${code}</script>`)
  .join('');
