import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, verificationPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, newAccount, signUp } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

const RESET_SUBJECT = 'Reset your Keyshop password';
const NEW_PASSWORD = 'Lantern-fjord-quiet-42';

const resetSecret = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** An SMTP server that refuses the first attempt of every message (by recipient and subject), takes the next. */
async function flakySmtp() {
  const tried = new Set<string>();
  const received: { subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      void simpleParser(stream).then((mail) => {
        const subject = mail.subject ?? '';
        const to = Array.isArray(mail.to) ? '' : (mail.to?.text ?? '');
        const key = `${to} ${subject}`;
        if (!tried.has(key)) {
          tried.add(key);
          const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return done(refusal);
        }
        received.push({ subject, text: String(mail.text) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailJobs = (t: TestApp) =>
  queryRows<{ attempts: number; done: boolean; payload: string }>(
    t.db.orm,
    sql`SELECT attempts, done_at IS NOT NULL AS done, payload::text AS payload FROM payment_outbox
        WHERE kind = 'mail' ORDER BY id`,
  );

forEachDriver('account e-mails as outbox jobs', (driver) => {
  let smtp: Awaited<ReturnType<typeof flakySmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await flakySmtp();
    t = await startTestApp({
      driver,
      products: 0,
      env: {
        SMTP_URL: smtp.url,
        MAIL_MAX_ATTEMPTS: '3',
        PAYMENT_RETRY_BASE_MS: '20',
        PAYMENT_SWEEP_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a refused account e-mail from the database and sends it once; its link works', async () => {
    const s = await signUp(t);
    expect((await call(t, 'POST', apiPaths.forgotPassword, { body: { email: s.user.email } })).status).toBe(
      202,
    );
    await expect
      .poll(() => smtp.received.filter((mail) => mail.subject === RESET_SUBJECT).length, { timeout: 15_000 })
      .toBe(1);
    const jobs = await mailJobs(t);
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((job) => job.done && job.attempts === 2)).toBe(true);
    // No secret is stored in a job: the link is issued when the e-mail is sent.
    const secret = resetSecret(smtp.received.find((mail) => mail.subject === RESET_SUBJECT)!.text)!;
    expect(jobs.some((job) => job.payload.includes(secret))).toBe(false);
    const reset = await call(t, 'POST', apiPaths.resetPassword, {
      body: { token: secret, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
  });
});

forEachDriver('account e-mails across a restart', (driver) => {
  let dataDir: string | undefined;
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it('sends after a restart what a process could not send before it stopped', async () => {
    dataDir = driver === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'keyshop-mails-')) : undefined;
    const pgliteDir = dataDir && path.join(dataDir, 'pglite');
    const env = { MAIL_MAX_ATTEMPTS: '5', PAYMENT_RETRY_BASE_MS: '1000', PAYMENT_SWEEP_MS: '100' };
    // Port 9 on localhost: nothing listens, every send is refused.
    const first = await startTestApp({
      driver,
      products: 0,
      dataDir: pgliteDir,
      env: { ...env, SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    const email = newAccount().email;
    const registered = await call(first, 'POST', apiPaths.register, { body: { ...newAccount(), email } });
    expect(registered.status).toBe(201);
    await expect
      .poll(async () => (await mailJobs(first)).map((job) => job.attempts), { timeout: 10_000 })
      .toEqual([1]);
    await first.close({ keepData: true });

    const second = await startTestApp({ driver, dataDir: pgliteDir, schema: first.schema, env });
    try {
      const confirmations = async () =>
        (await sentMails(second)).filter(
          (mail) => mail.to === email && mail.subject === 'Confirm your e-mail address',
        );
      await expect.poll(async () => (await confirmations()).length, { timeout: 15_000 }).toBe(1);
      const secret = /token=([A-Za-z0-9_-]{43})/.exec((await confirmations())[0]!.text)![1]!;
      expect(
        (await call(second, 'POST', verificationPaths.verifyEmail, { body: { token: secret } })).status,
      ).toBe(200);
      expect(await mailJobs(second)).toEqual([expect.objectContaining({ done: true })]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
