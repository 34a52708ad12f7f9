import { toast } from '@keyshop/ui/components/Toaster';

export type NoticeKind = 'success' | 'error';
export type Notifier = (kind: NoticeKind, text: string) => void;

// The layout's Toaster shows what `toast` sends; tests watch the notices through `setNotifier`.
let notifier: Notifier = (kind, text) => void toast[kind](text);

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export const notify = {
  success: (text: string) => notifier('success', text),
  error: (text: string) => notifier('error', text),
};
