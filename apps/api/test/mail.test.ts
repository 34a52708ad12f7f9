import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  inventoryResponseSchema,
  orderSchema,
  parseOutbox,
  withdrawalConsent,
  type Order,
  orderNumber,
} from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { call, orderBody, signUp, stockRow, type Session } from './api';
import { buy, payOrder } from './payments-helpers';
import { queryRows } from '../src/db/database';
import { forEachDriver, outboxMails, sentMails, setStock, startTestApp, type TestApp } from './helpers';

forEachDriver('order e-mail', (driver) => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 6,
      env: { PUBLIC_URL: 'https://shop.example/', MAIL_FROM: 'Keyshop Orders <orders@shop.example>' },
    });
    alice = await signUp(t, 'alice');
  });
  afterAll(() => t.close());
  // Leaves out the link confirming alice's address (signUp opens it).
  const orderMails = async () =>
    (await sentMails(t)).filter((mail) => mail.subject !== 'Confirm your e-mail address');

  it('writes the order confirmation once paid, to DATA_DIR/outbox.jsonl: HTML and text, the order, the receipt, the consent and the inventory link', async () => {
    await setStock(t, 1, 4);
    const res = await call(t, 'POST', apiPaths.order, {
      token: alice.token,
      body: orderBody([{ productId: 1, qty: 2 }]),
    });
    expect(res.status).toBe(201);
    expect(await orderMails()).toEqual([]);
    const order = await payOrder(t, alice, orderSchema.parse(res.body).id);
    expect(order.status).toBe('paid');
    const [mail, ...rest] = await orderMails();
    expect(rest).toEqual([]);
    expect(mail!.from).toBe('Keyshop Orders <orders@shop.example>');
    expect(mail!.to).toBe(alice.user.email);
    expect(mail!.subject).toBe(`Your Keyshop order ${orderNumber(order.id)}`);
    const link = `https://shop.example/account?tab=inventory&order=${order.id}`;
    const line = order.items[0]!;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(orderNumber(order.id));
      expect(part).toContain(`€${(line.unitPrice * 2).toFixed(2)}`);
      expect(part).toContain(`€${order.total.toFixed(2)}`);
      expect(part).toContain(`version ${withdrawalConsent.version}`);
    }
    expect(mail!.text).toContain(`Your keys: ${link}`);
    expect(mail!.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
    expect(mail!.text).toContain(`2 × ${line.company_name}`);
    expect(mail!.text).toContain(withdrawalConsent.text);
    expect(mail!.text).toContain(`Amount paid: €${(order.payment.amountCents / 100).toFixed(2)}`);
    expect(mail!.text).toContain(`Payment reference: ${order.payment.reference}`);
    expect(mail!.text).toContain('Test payment (no money moved)');
    expect(mail!.text).toContain(`${alice.user.username}`);
  });

  it('writes a refund e-mail after a refund, none for a repeated one', async () => {
    await setStock(t, 2, 4);
    const { order: placed } = await buy(t, alice, [{ productId: 2, qty: 2 }]);
    const [key] = inventoryResponseSchema
      .parse((await call(t, 'GET', apiPaths.inventory, { token: alice.token })).body)
      .items.filter((item) => item.orderId === placed.id);
    const before = (await sentMails(t)).length;
    const refund = () =>
      call(t, 'POST', apiPaths.refundOrder(placed.id), {
        token: alice.token,
        body: { keyIds: [key!.keyId] },
      });
    const refunded: Order = orderSchema.parse((await refund()).body);
    expect((await refund()).status).toBe(200);
    const added = (await sentMails(t)).slice(before);
    expect(added).toHaveLength(1);
    const mail = added[0]!;
    expect(mail.subject).toBe(`Refund for your Keyshop order ${orderNumber(placed.id)}`);
    expect(mail.to).toBe(alice.user.email);
    expect(mail.text).toContain(`We have refunded €${placed.items[0]!.unitPrice.toFixed(2)} for 1 key`);
    expect(mail.text).toContain('Partly refunded');
    expect(mail.text).toContain('(1 refunded)');
    expect(mail.html).toContain('Partly refunded');
    expect(refunded.status).toBe('partially_refunded');
  });
});

describe('mailer', () => {
  const logger = () => {
    const entries: { level: string; msg: string; attempt?: number }[] = [];
    const log = (level: string) => (obj: { attempt?: number }, msg: string) =>
      entries.push({ level, msg, attempt: obj.attempt });
    return {
      entries,
      log: { info: log('info'), warn: log('warn'), error: log('error') } as unknown as FastifyBaseLogger,
    };
  };
  const message = { to: 'someone@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

  it('records each message whole in the outbox file when mailers (processes) share it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-outbox-'));
    try {
      const outboxFile = path.join(dir, 'data', 'outbox.jsonl');
      const mailers = [1, 2].map(() =>
        createMailer({
          smtpUrl: undefined,
          outboxFile,
          from: 'a@example.com',
          log: logger().log,
        }),
      );
      // Large enough that a torn write would show: each message is ~40 kB.
      const body = 'x'.repeat(20_000);
      const sends = Array.from({ length: 100 }, (_, i) =>
        mailers.map((mailer, m) =>
          mailer.deliver({ ...message, subject: `${m}-${i}`, text: body, html: body }, {}),
        ),
      );
      await Promise.all(sends.flat());
      await Promise.all(mailers.map((mailer) => mailer.close()));
      const mails = parseOutbox(readFileSync(outboxFile, 'utf8'));
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        [0, 1].flatMap((m) => Array.from({ length: 100 }, (_, i) => `${m}-${i}`)).sort(),
      );
      expect(mails.every((mail) => mail.text === body && mail.from === 'a@example.com')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends over SMTP: the server receives the message with its text and HTML parts intact', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const { entries, log } = logger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxFile: '/nonexistent/outbox.jsonl',
      from: 'Keyshop Orders <orders@shop.example>',
      log,
    });
    // Beyond ASCII, as order e-mails are (euros, ×, quotes): the encoding must survive the trip.
    const order = {
      to: 'someone@example.com',
      subject: 'Your order — 2 × Café',
      text: 'Total: €12.50, “thank you”',
      html: '<p>Total: €12.50, “thank you”</p>',
    };
    await mailer.deliver(order, {});
    await mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(entries.map((e) => [e.level, e.msg])).toEqual([['info', 'mail sent']]);
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]!);
    expect(mail.from?.value).toEqual([{ address: 'orders@shop.example', name: 'Keyshop Orders' }]);
    expect(Array.isArray(mail.to) ? undefined : mail.to?.value).toEqual([{ address: order.to, name: '' }]);
    expect(mail.subject).toBe(order.subject);
    expect(mail.text).toBe(order.text);
    expect(mail.html).toBe(order.html);
  });

  it('throws when a real SMTP connection fails, so the outbox job is retried; logs no success', async () => {
    const { entries, log } = logger();
    // Port 9 (discard) on localhost: nothing listens, so every connection is refused.
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      outboxFile: '/nonexistent/outbox.jsonl',
      from: 'a@example.com',
      log,
    });
    await expect(mailer.deliver(message, {})).rejects.toThrow();
    await mailer.close();
    expect(entries).toEqual([]);
  });
});

forEachDriver('order e-mail failures', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 3,
      env: {
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_MAX_ATTEMPTS: '2',
        PAYMENT_RETRY_BASE_MS: '10',
        PAYMENT_SWEEP_MS: '100',
      },
    });
  });
  afterAll(() => t.close());

  it('never blocks or undoes an order when sending fails', async () => {
    const bob = await signUp(t, 'bob');
    await setStock(t, 1, 2);
    const res = await call(t, 'POST', apiPaths.order, {
      token: bob.token,
      body: orderBody([{ productId: 1, qty: 1 }]),
    });
    expect(res.status).toBe(201);
    await t.app.mailer.idle();
    expect(await stockRow(t, 1)).toEqual({ qty: 1, unsold: 1 });
    expect((await call(t, 'GET', apiPaths.orders, { token: bob.token })).body.orders).toHaveLength(1);
  });

  it('retries a paid order’s e-mail from the database and gives it up after MAIL_MAX_ATTEMPTS sends', async () => {
    const carol = await signUp(t, 'carol');
    await setStock(t, 2, 1);
    const placed = await call(t, 'POST', apiPaths.order, {
      token: carol.token,
      body: orderBody([{ productId: 2, qty: 1 }]),
    });
    const order = await payOrder(t, carol, orderSchema.parse(placed.body).id);
    expect(order.status).toBe('paid');
    const mailJob = () =>
      queryRows<{ attempts: number; done: boolean }>(
        t.db.orm,
        sql`SELECT attempts, done_at IS NOT NULL AS done FROM payment_outbox
            WHERE kind = 'mail' AND payload->>'orderId' = ${order.id}`,
      );
    // Sent at once after the payment (refused), then once more by the payment worker, then given up.
    await expect.poll(mailJob, { timeout: 10_000 }).toEqual([{ attempts: 2, done: true }]);
    expect(outboxMails(t.dataDir)).toEqual([]);
  });
});
