import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount } from '../../test/accounts';
import { setApiBaseUrl } from '../api/client';
import { createAuth } from './auth';
import { setNavigator } from './navigation';
import { setNotifier } from './notify';
import { session } from './session';

const navigate = vi.fn();
const notifier = vi.fn();
let stopNavigating: () => void;
beforeEach(() => {
  stopNavigating = setNavigator(navigate);
  setNotifier(notifier);
});
afterEach(() => {
  stopNavigating();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const stored = () => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') });

describe('auth at start', () => {
  it('drops half a session (a token without a user) without asking the API', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    localStorage.setItem('token', 'orphan');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'orphan' }));
    const auth = createAuth();
    await auth.start();
    expect(auth.get().status).toBe('ready');
    expect(stored()).toEqual({ token: null, user: null });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('auth against the real API', () => {
  it('restores a stored session whose token verifies', async () => {
    const { token, user } = await newAccount();
    session.set({ token, user });
    const auth = createAuth();
    expect(auth.get()).toEqual({ user: null, status: 'checking', loading: false });
    await auth.start();
    expect(auth.get()).toEqual({ user, status: 'ready', loading: false });
    expect(stored().token).toBe(token);
  });

  it('signs out, logging why, when the stored token no longer verifies', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await newAccount();
    session.set({ token: 'not-a-real-token', user });
    const auth = createAuth();
    await auth.start();
    expect(auth.get()).toEqual({ user: null, status: 'ready', loading: false });
    expect(stored()).toEqual({ token: null, user: null });
    expect(log).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logs in (loading meanwhile), and a wrong password is the server's message without a redirect", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, password } = await newAccount();
    session.clear();
    const auth = createAuth();
    await auth.start();

    const wrong = auth.login({ email: user.email, password: 'wrong password' });
    expect(auth.get().loading).toBe(true);
    await expect(wrong).rejects.toMatchObject({ status: 401 });
    expect(auth.get().loading).toBe(false);
    expect(navigate).not.toHaveBeenCalled();

    await expect(auth.login({ email: user.email, password })).resolves.toEqual(user);
    expect(auth.get().user).toEqual(user);
    expect(stored().token).toBeTruthy();
    expect(notifier).toHaveBeenCalledWith('success', 'Successfully logged in!');
  });

  it('logs out to /login, and "log out and redirect" asks to sign in again', async () => {
    const { token, user } = await newAccount();
    session.set({ token, user });
    const auth = createAuth();
    await auth.start();
    await auth.logout();
    expect(auth.get().user).toBeNull();
    expect(stored()).toEqual({ token: null, user: null });
    expect(notifier).toHaveBeenLastCalledWith('success', 'Successfully signed out');
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined);
    // The server ended the session: the token no longer works anywhere.
    session.set({ token, user });
    const again = createAuth();
    await again.start();
    expect(again.get().user).toBeNull();

    session.set({ token, user });
    auth.logoutAndRedirect();
    expect(stored()).toEqual({ token: null, user: null });
    expect(notifier).toHaveBeenLastCalledWith('success', 'Please log in again with your updated credentials');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('signing out without an answer from the server', () => {
  it('signs out here all the same, saying the server may not have heard', async () => {
    const { token, user } = await newAccount();
    session.set({ token, user });
    const auth = createAuth();
    await auth.start();
    vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('', { status: 503 }));
    await auth.logout();
    expect(stored()).toEqual({ token: null, user: null });
    expect(notifier).toHaveBeenLastCalledWith('error', 'Error signing out');
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined);
  });
});

describe('a stored session is cleared only by a 401', () => {
  const unanswered = [
    ['the API cannot be reached (offline)', () => setApiBaseUrl('http://127.0.0.1:9')],
    [
      'the check answers 503',
      () => vi.spyOn(window, 'fetch').mockResolvedValueOnce(new Response('', { status: 503 })),
    ],
    [
      'the check is aborted',
      () =>
        vi
          .spyOn(window, 'fetch')
          .mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError')),
    ],
  ] as const;

  it.each(unanswered)('keeps the session when %s, and checks it again later', async (_, fail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token, user } = await newAccount();
    session.set({ token, user });
    fail();
    const auth = createAuth({ recheckMs: 50 });
    await auth.start();
    setApiBaseUrl('');
    expect(auth.get()).toEqual({ user, status: 'ready', loading: false });
    expect(stored().token).toBe(token);
    expect(navigate).not.toHaveBeenCalled();

    // The next check reaches the server, which says the token is no longer valid: signed out then.
    const verified = vi.spyOn(window, 'fetch');
    verified.mockClear();
    session.set({ token: 'revoked-meanwhile', user });
    await vi.waitFor(() => expect(stored()).toEqual({ token: null, user: null }));
    expect(verified).toHaveBeenCalled();
    expect(auth.get().user).toBeNull();
  });

  it('signs out on a 401 from the check, without checking again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await newAccount();
    session.set({ token: 'not-a-real-token', user });
    const auth = createAuth({ recheckMs: 20 });
    await auth.start();
    expect(stored()).toEqual({ token: null, user: null });
    const fetchSpy = vi.spyOn(window, 'fetch');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
