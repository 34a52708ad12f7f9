import { lazyModule, useLazyModule } from '../lazy/lazyModule';

// The footer sits below the fold (pages fill the viewport) and brings the payment brand marks: it loads when
// the browser is idle.
const footerModule = lazyModule(() => import('./SiteFooter'));

export const loadFooter = footerModule.ready;

// About the footer's height at each width (measured: 1186 px at 360, 772 at 768, 507 from 1280 px wide).
const reservedHeight = 'clamp(31.5rem, 97rem - 100vw, 74rem)';

/** The site footer once loaded; until then an empty block of about its height, so nothing moves when it comes. */
export function DeferredFooter() {
  const loaded = useLazyModule(footerModule);
  return loaded ? <loaded.SiteFooter /> : <div style={{ minHeight: reservedHeight }} />;
}
