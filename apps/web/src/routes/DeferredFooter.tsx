import { lazyModule, useLazyModule } from '../lazy/lazyModule';

// The footer sits below the fold (pages fill the viewport) and brings the payment brand marks: it loads when
// the browser is idle.
const footerModule = lazyModule(() => import('./SiteFooter'));

export const loadFooter = footerModule.load;

/** The site footer once loaded; until then an empty block of about its height, so nothing moves when it comes. */
export function DeferredFooter() {
  const loaded = useLazyModule(footerModule);
  return loaded ? <loaded.SiteFooter /> : <div style={{ minHeight: '40rem' }} />;
}
