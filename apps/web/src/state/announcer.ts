import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/** The text of the layout's polite live region: announcements with no visible place of their own. */
const message = createStore('');

export const announcer = {
  announce: (text: string) => message.set(text),
  get: message.get,
  subscribe: message.subscribe,
};

export function useAnnouncement(): string {
  return useSyncExternalStore(announcer.subscribe, announcer.get, () => '');
}
