import type { User } from '@keyshop/contracts';
import { createStoredValue } from './storage';
import { storedSchemas } from './storedSchemas';

export interface Session {
  token: string;
  user: User;
}

// Spec §3: the session lives under the keys `token` (a plain string) and `user` (JSON).
const token = createStoredValue<string | null>({
  key: 'token',
  schema: storedSchemas.token,
  fallback: null,
  raw: true,
});
const user = createStoredValue<User | null>({ key: 'user', schema: storedSchemas.user, fallback: null });

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
