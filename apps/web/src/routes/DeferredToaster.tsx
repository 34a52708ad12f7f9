import type { ThemeName } from '@keyshop/ui';
import type { toast as Toast } from '@keyshop/ui/components/Toaster';
import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazyModule';
import { onNotifierNeeded, setNotifier } from '../state/notify';

// sonner (~10 kB gzip) is not needed for the first paint: the toaster loads when the browser is idle, or at
// once when a notice comes earlier (notify keeps it waiting meanwhile).
const toasterModule = lazyModule(() => import('@keyshop/ui/components/Toaster'));
onNotifierNeeded(toasterModule.load);

export const loadToaster = toasterModule.ready;

/** The toast area, once loaded; then `notify` shows its waiting notices and every later one. */
export function DeferredToaster({ theme }: { theme: ThemeName }) {
  const loaded = useLazyModule(toasterModule);
  if (!loaded) return null;
  return (
    <>
      <loaded.Toaster theme={theme} />
      <ToastNotifier toast={loaded.toast} />
    </>
  );
}

/** Registers the toast as the notifier. Its effect runs after the Toaster's own (a sibling before it), so
 * the Toaster already listens when the waiting notices are shown. */
function ToastNotifier({ toast }: { toast: typeof Toast }) {
  useEffect(() => setNotifier((kind, text) => void toast[kind](text)), [toast]);
  return null;
}
