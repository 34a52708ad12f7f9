export type NoticeKind = 'success' | 'error';
export type Notifier = (kind: NoticeKind, text: string) => void;

// The app registers the toast of @keyshop/ui here once; state modules only call `notify`.
let notifier: Notifier = () => {};

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export const notify = {
  success: (text: string) => notifier('success', text),
  error: (text: string) => notifier('error', text),
};
