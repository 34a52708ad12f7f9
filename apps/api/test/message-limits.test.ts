import { apiPaths } from '@keyshop/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../src/db/schema';
import { call, signUp } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

const OPERATOR = 'operator@example.com';

forEachDriver('message rate limits', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 0,
      env: {
        OPERATOR_EMAIL: OPERATOR,
        MESSAGE_MAX_PER_IP: '3',
        MESSAGE_MAX_PER_ACCOUNT: '2',
        MESSAGE_MAX_PER_ADDRESS: '2',
        OPERATOR_MAIL_MAX: '4',
      },
    });
  });
  afterAll(() => t.close());

  let n = 0;
  /** A fresh sender address each call unless given. */
  const address = () => `sender${++n}@example.com`;
  const post = (path: string, body: unknown, ip: string, token?: string) =>
    call(t, 'POST', path, { body, token, headers: { 'x-forwarded-for': ip } });
  const expect429 = (answer: Awaited<ReturnType<typeof call>>, message: string) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it.each([
    ['subscribe', apiPaths.subscribe, () => ({ email: address() })],
    [
      'contact',
      apiPaths.contact,
      () => ({ from_name: 'A', from_email: address(), subject: 'S', message: 'M' }),
    ],
    ['support', apiPaths.support, () => ({ email: address(), message: 'Help' })],
  ])(
    '%s: 3 requests per client address, then 429 with Retry-After; other addresses go on',
    async (_, path, body) => {
      const ip = `198.51.100.${++n}`;
      for (let i = 0; i < 3; i++) expect((await post(path, body(), ip)).status).toBeLessThan(300);
      expect429(await post(path, body(), ip), 'Too many messages. Please try again later.');
      expect((await post(path, body(), `198.51.100.${++n}`)).status).toBeLessThan(300);
    },
  );

  it("limits one client naming one e-mail address; a stranger's requests never refuse the owner", async () => {
    const email = address();
    const stranger = '203.0.113.1';
    expect((await post(apiPaths.subscribe, { email }, stranger)).status).toBe(200);
    expect(
      (await post(apiPaths.support, { email: email.toUpperCase(), message: 'M' }, stranger)).status,
    ).toBe(201);
    const contact = { from_name: 'A', from_email: email, subject: 'S', message: 'M' };
    expect429(
      await post(apiPaths.contact, contact, stranger),
      'Too many messages for this e-mail address. Please try again later.',
    );
    expect((await post(apiPaths.contact, contact, '203.0.113.2')).status).toBe(201);
  });

  it('limits support requests per account, from any client address', async () => {
    const session = await signUp(t, 'limited');
    for (let i = 0; i < 2; i++) {
      const sent = await post(
        apiPaths.support,
        { email: address(), message: 'Help' },
        `192.0.2.${i}`,
        session.token,
      );
      expect(sent.status).toBe(201);
    }
    const third = await post(
      apiPaths.support,
      { email: address(), message: 'Help' },
      '192.0.2.9',
      session.token,
    );
    expect429(third, 'Too many messages. Please try again later.');
  });

  it('stores every accepted message but e-mails the operator at most 4 times per window', async () => {
    const stored = await t.db.orm.$count(messages);
    const told = (await sentMails(t)).filter((mail) => mail.to === OPERATOR);
    expect(stored).toBeGreaterThan(4);
    expect(told).toHaveLength(4);
  });
});
