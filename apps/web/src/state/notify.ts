export type NoticeKind = 'success' | 'error';
export type Notifier = (kind: NoticeKind, text: string) => void;

// The app registers the toast of @keyshop/ui here once its toaster is mounted; state modules only call
// `notify`. Notices sent before that wait in order (none is lost), and the first one asks for the toaster.
let notifier: Notifier | undefined;
const waiting: [NoticeKind, string][] = [];
let requestNotifier = () => {};

/** Shows every waiting notice, then each new one, through `next`. Returns an unregister function. */
export function setNotifier(next: Notifier): () => void {
  notifier = next;
  for (const [kind, text] of waiting.splice(0)) next(kind, text);
  return () => {
    if (notifier === next) notifier = undefined;
  };
}

/** Called when a notice has to wait for the notifier (the app loads its toaster then, not only when idle). */
export function onNotifierNeeded(request: () => void): void {
  requestNotifier = request;
}

const send = (kind: NoticeKind, text: string) => {
  if (notifier) return notifier(kind, text);
  waiting.push([kind, text]);
  requestNotifier();
};

export const notify = {
  success: (text: string) => send('success', text),
  error: (text: string) => send('error', text),
};
