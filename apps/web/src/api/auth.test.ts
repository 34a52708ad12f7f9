import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAccount } from '../../test/accounts';
import { login, register } from './auth';

afterEach(() => vi.restoreAllMocks());

describe('register and login against the real API', () => {
  it("shows the server's message for a refused registration or login", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, password } = await newAccount();
    // A taken username is refused (usernames are public); a taken e-mail is answered as a success.
    const again = register({ username: user.username, email: `x${user.email}`, password });
    await expect(again).rejects.toMatchObject({ status: 409 });
    await expect(again).rejects.not.toMatchObject({ message: 'Registration failed. Please try again.' });

    const refused = login({ email: user.email, password: 'not the password' });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    await expect(refused).rejects.not.toMatchObject({
      message: 'Login failed. Please check your credentials.',
    });
  });

  it('answers a registration with the server’s message', async () => {
    const name = `reg${Date.now().toString(36)}`;
    await expect(
      register({ username: name, email: `${name}@example.test`, password: 'long enough pass' }),
    ).resolves.toEqual({ message: expect.any(String) });
  });
});
