import { NavigationProgress } from '@keyshop/ui/components/NavigationProgress';
import { Toaster } from '@keyshop/ui/components/Toaster';

/** What the layout shows only once the page has hydrated, as one chunk: toasts and navigation progress. */
export function AfterHydration({ dark, busy }: { dark: boolean; busy: boolean }) {
  return (
    <>
      <NavigationProgress active={busy} />
      <Toaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}
