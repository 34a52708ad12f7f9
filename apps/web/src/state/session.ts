import type { User } from '@keyshop/contracts';
import { storedSchema } from './loadStoredSchemas';
import { createStoredValue } from './storage';

export interface Session {
  token: string;
  user: User;
}

// Spec §3: the session lives under the keys `token` (a plain string) and `user` (JSON).
const token = createStoredValue<string | null>({
  key: 'token',
  schema: storedSchema('token'),
  fallback: null,
  raw: true,
});
const user = createStoredValue<User | null>({ key: 'user', schema: storedSchema('user'), fallback: null });
const ready = Promise.all([token.ready, user.ready]).then(() => {});

let snapshot: Session | null = null;
const snapshotOf = (): Session | null => {
  const t = token.get();
  const u = user.get();
  if (!t || !u) return null;
  if (snapshot?.token !== t || snapshot.user !== u) snapshot = { token: t, user: u };
  return snapshot;
};

export const session = {
  /** The stored token, sent as the bearer header whenever it exists. */
  token: () => token.get(),
  /** Settles once the stored session has been read (see `createStoredValue`). */
  ready,
  /** Token and user together; null unless both are stored and readable. */
  get: snapshotOf,
  set(next: Session) {
    token.set(next.token);
    user.set(next.user);
  },
  clear() {
    token.clear();
    user.clear();
  },
  subscribe(listener: () => void) {
    const offToken = token.subscribe(listener);
    const offUser = user.subscribe(listener);
    return () => {
      offToken();
      offUser();
    };
  },
};
