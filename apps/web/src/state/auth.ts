import type { LoginRequest, User } from '@keyshop/contracts';
import { useSyncExternalStore } from 'react';
import * as authApi from '../api/auth';
import { ApiError } from '../api/client';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { session } from './session';
import { createStore } from './store';

export interface AuthState {
  /** The signed-in user; null while the stored session is being verified and when signed out. */
  user: User | null;
  /** 'checking' until the stored session has been verified at start. */
  status: 'checking' | 'ready';
  /** A login is in flight. */
  loading: boolean;
}

/** What the server renders and hydration starts from: the stored session is not known there. */
const serverState: AuthState = { user: null, status: 'checking', loading: false };

/** How long a session whose check got no answer from the server stays unchecked. */
export const RECHECK_MS = 30_000;

export function createAuth({ recheckMs = RECHECK_MS }: { recheckMs?: number } = {}) {
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const flags = createStore<Pick<AuthState, 'status' | 'loading'>>({ status: 'checking', loading: false });
  const snapshot = createStore<AuthState>({ user: null, ...flags.get() });
  const refresh = () => {
    const { status, loading } = flags.get();
    const user = status === 'ready' ? (session.get()?.user ?? null) : null;
    const prev = snapshot.get();
    if (prev.user !== user || prev.status !== status || prev.loading !== loading) {
      snapshot.set({ user, status, loading });
    }
  };
  // Sign-in or sign-out in another tab, or a 401 anywhere, reaches every subscriber through the session.
  session.subscribe(refresh);
  flags.subscribe(refresh);
  refresh();

  const setFlags = (next: Partial<AuthState>) => flags.set({ ...flags.get(), ...next });

  /**
   * Spec §4: a stored token and user are verified; valid restores the user, a 401 (the server's word that the
   * token is invalid) signs out. Anything else (offline, the request aborted by a navigation, a 5xx) keeps the
   * stored session and checks again `recheckMs` later.
   */
  async function start(): Promise<void> {
    clearTimeout(recheck);
    const stored = session.get();
    if (!stored) {
      session.clear(); // a token without a user (or the reverse) is of no use
      setFlags({ status: 'ready' });
      return;
    }
    try {
      const { user } = await authApi.verify();
      if (session.token() === stored.token) session.set({ token: stored.token, user });
    } catch (error) {
      console.error('Token verification failed', error);
      if (error instanceof ApiError && error.status === 401) {
        if (session.token() === stored.token) session.clear();
      } else {
        recheck = setTimeout(() => void start(), recheckMs);
      }
    } finally {
      setFlags({ status: 'ready' });
    }
  }

  return {
    get: snapshot.get,
    getServerSnapshot: () => serverState,
    subscribe: snapshot.subscribe,

    start,

    /** Stores the session and greets; throws the ApiError (server message or the spec's fallback) on failure. */
    async login(credentials: LoginRequest): Promise<User> {
      setFlags({ loading: true });
      try {
        const { token, user } = await authApi.login(credentials);
        session.set({ token, user });
        setFlags({ status: 'ready' });
        notify.success('Successfully logged in!');
        return user;
      } finally {
        setFlags({ loading: false });
      }
    },

    /**
     * Ends the session on the server, then signs out here whatever the answer. 'Error signing out' only when the
     * server may still hold the session (no answer, a 5xx); a 401 means it had ended already.
     */
    async logout() {
      let ended = true;
      if (session.token()) {
        try {
          await authApi.logout();
        } catch (error) {
          ended = error instanceof ApiError && error.status === 401;
        }
      }
      session.clear();
      if (ended) notify.success('Successfully signed out');
      else notify.error('Error signing out');
      navigateTo('/login');
    },

    /** Sign out everywhere: every session of the account ends on the server, then here. */
    async logoutEverywhere() {
      await authApi.logoutEverywhere();
      session.clear();
      notify.success('Signed out on every device');
      navigateTo('/login');
    },

    /** After a profile, email or password change: the old token no longer counts. */
    logoutAndRedirect() {
      session.clear();
      navigateTo('/login');
      notify.success('Please log in again with your updated credentials');
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
export const auth = createAuth();

export function useAuth(store: Auth = auth) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
  return {
    ...state,
    login: store.login,
    logout: store.logout,
    logoutEverywhere: store.logoutEverywhere,
    logoutAndRedirect: store.logoutAndRedirect,
  };
}
