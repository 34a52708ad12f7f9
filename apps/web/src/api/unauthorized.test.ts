import { apiPaths, ordersResponseSchema } from '@keyshop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount } from '../../test/accounts';
import { setNavigator } from '../state/navigation';
import { session } from '../state/session';
import { apiFetch } from './client';

const navigate = vi.fn();
let stopNavigating: () => void;
beforeEach(() => {
  stopNavigating = setNavigator(navigate);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stopNavigating();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('a 401 from the real API', () => {
  it('sends the stored bearer token, and a rejected one clears the session and goes to /login', async () => {
    const { token, user } = await newAccount();
    session.set({ token, user });
    await expect(apiFetch(apiPaths.orders, { schema: ordersResponseSchema })).resolves.toEqual({
      orders: [],
    });
    expect(navigate).not.toHaveBeenCalled();

    session.set({ token: `${token}x`, user });
    await expect(apiFetch(apiPaths.orders, { schema: ordersResponseSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(session.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });
});
