import { apiPaths } from '@keyshop/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, newAccount, signUp } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

forEachDriver('account e-mail limits', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 0, env: { MESSAGE_MAX_PER_ADDRESS: '2' } });
  });
  afterAll(() => t.close());

  it("registering again and again with a stranger's address answers alike and mails its owner at most the limit", async () => {
    const owner = await signUp(t, 'owner');
    for (let i = 0; i < 4; i += 1) {
      const answer = await call(t, 'POST', apiPaths.register, {
        body: { ...newAccount('copycat'), email: owner.user.email },
      });
      expect(answer.status).toBe(201);
    }
    const attempts = (await sentMails(t)).filter(
      (mail) =>
        mail.to === owner.user.email && mail.subject === 'Someone tried to register with your address',
    );
    expect(attempts).toHaveLength(2);
  });

  it('limits the address changes one account asks for; others may still ask for that address', async () => {
    const target = newAccount('target').email;
    const changeBy = (mover: Awaited<ReturnType<typeof signUp>>) =>
      call(t, 'PUT', apiPaths.email, {
        token: mover.token,
        body: { email: target, currentPassword: mover.password },
      });
    const stranger = await signUp(t, 'mover');
    expect((await changeBy(stranger)).status).toBe(200);
    expect((await changeBy(stranger)).status).toBe(200);
    const refused = await changeBy(stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many address changes asked for. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = await signUp(t, 'owner');
    expect((await changeBy(owner)).status).toBe(200);
    const links = (await sentMails(t)).filter((mail) => mail.to === target);
    expect(links).toHaveLength(3);
  }, 60_000);
});
