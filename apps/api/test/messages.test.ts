import { apiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, signUp } from './api';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

forEachDriver('messages', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 0 });
  });
  afterAll(() => t.close());

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.orm, query);

  it('subscribes an email once; a repeat (any case) gets the same answer', async () => {
    for (const email of ['News@Example.com', 'news@example.com ']) {
      const res = await call(t, 'POST', apiPaths.subscribe, { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Thank you for subscribing!' });
    }
    expect(await rows(sql`SELECT email FROM subscribers`)).toEqual([{ email: 'news@example.com' }]);
  });

  it('answers 400 for a missing or invalid subscription email', async () => {
    for (const body of [{}, { email: 'nope' }, { email: 42 }]) {
      const res = await call(t, 'POST', apiPaths.subscribe, { body });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('email');
    }
  });

  it('stores a contact message (201)', async () => {
    const res = await call(t, 'POST', apiPaths.contact, {
      body: {
        from_name: 'Ada',
        from_email: 'ADA@example.com',
        to_name: 'Keyshop',
        subject: 'Hello',
        message: 'A question about keys',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you for your message! We will get back to you soon.' });
    expect(
      await rows(
        sql`SELECT kind, name, email, to_name, subject, message, user_id FROM messages WHERE name = 'Ada'`,
      ),
    ).toEqual([
      {
        kind: 'contact',
        name: 'Ada',
        email: 'ada@example.com',
        to_name: 'Keyshop',
        subject: 'Hello',
        message: 'A question about keys',
        user_id: null,
      },
    ]);
  });

  it('answers 400 naming each missing contact field', async () => {
    const res = await call(t, 'POST', apiPaths.contact, {
      body: { from_email: 'x@example.com', message: ' ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'from_name',
      'message',
      'subject',
    ]);
  });

  it('stores a support request, linked to the signed-in account; the message is optional', async () => {
    const s = await signUp(t);
    const signedIn = await call(t, 'POST', apiPaths.support, {
      token: s.token,
      body: { email: s.user.email, name: 'Bo', message: 'My key does not work' },
    });
    expect(signedIn.status).toBe(201);
    expect(signedIn.body.message).toEqual(expect.any(String));
    const anonymous = await call(t, 'POST', apiPaths.support, {
      token: 'stale.or.invalid',
      body: { email: 'anon@example.com' },
    });
    expect(anonymous.status).toBe(201);
    expect(
      await rows(
        sql`SELECT email, name, message, user_id FROM messages WHERE kind = 'support' ORDER BY created_at`,
      ),
    ).toEqual([
      { email: s.user.email, name: 'Bo', message: 'My key does not work', user_id: s.user.id },
      { email: 'anon@example.com', name: null, message: '', user_id: null },
    ]);
  });

  it('refuses control characters (CR/LF, C0, C1) in names and subjects, not in the multi-line message', async () => {
    const contact = {
      from_name: 'Ada',
      from_email: 'ada@example.com',
      subject: 'Hi',
      message: 'Line 1\r\nLine 2',
    };
    expect((await call(t, 'POST', apiPaths.contact, { body: contact })).status).toBe(201);
    const cases: [string, unknown, string, string][] = [
      [
        apiPaths.contact,
        { ...contact, from_name: 'Ada\r\nBcc: x@example.com' },
        'from_name',
        'Name must be one line',
      ],
      [apiPaths.contact, { ...contact, subject: 'Hi\nthere' }, 'subject', 'Subject must be one line'],
      [apiPaths.contact, { ...contact, to_name: 'Key\u0085shop' }, 'to_name', 'To must be one line'],
      [apiPaths.support, { email: 'a@example.com', name: 'Bo\u001b[31m' }, 'name', 'Name must be one line'],
      [
        apiPaths.register,
        { username: 'evil\r\nname', email: 'cc@example.com', password: 'a long good passphrase' },
        'username',
        '',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await call(t, 'POST', path, { body });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors[0]).toMatchObject({ field, message: expect.stringContaining(message) });
    }
  });

  it('answers 400 for an over-long support message and a missing email', async () => {
    const long = await call(t, 'POST', apiPaths.support, {
      body: { email: 'a@example.com', message: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toEqual({
      field: 'message',
      message: 'Message must be at most 5000 characters',
    });
    expect((await call(t, 'POST', apiPaths.support, { body: { message: 'hi' } })).status).toBe(400);
  });
});
