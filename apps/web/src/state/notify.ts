export type NoticeKind = 'success' | 'error';
export type Notifier = (kind: NoticeKind, text: string) => void;

// The layout's Toaster shows what `toast` sends; tests watch the notices through `setNotifier`. The toaster
// (sonner) is no part of the first page's code: the layout and this load it as one chunk when needed, and sonner
// hands a Toaster that subscribes later the toasts sent before it.
let notifier: Notifier = (kind, text) =>
  void import('@keyshop/ui/components/Toaster').then(({ toast }) => toast[kind](text));

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export const notify = {
  success: (text: string) => notifier('success', text),
  error: (text: string) => notifier('error', text),
};
