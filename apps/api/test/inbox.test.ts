import {
  adminApiPaths,
  apiPaths,
  auditResponseSchema,
  inboxListResponseSchema,
  inboxMessageSchema,
} from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, signUp, type Session } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

const OPERATOR = 'operator@example.com';

forEachDriver('operator inbox', (driver) => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 0, env: { OPERATOR_EMAIL: OPERATOR } });
    [admin, shopper] = await Promise.all([signUp(t, 'admin'), signUp(t, 'shopper')]);
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  });
  afterAll(() => t.close());

  const asAdmin = (method: string, url: string, body?: unknown) =>
    call(t, method, url, { token: admin.token, body });
  const list = async (query = '') =>
    inboxListResponseSchema.parse((await asAdmin('GET', `${adminApiPaths.messages}${query}`)).body);
  const support = (message: string) =>
    call(t, 'POST', apiPaths.support, {
      token: shopper.token,
      body: { email: shopper.user.email, name: 'Sam', message },
    });

  it('lists support and contact messages newest first, filtered by kind and state, a page at a time', async () => {
    expect((await support('First: my key does not work')).status).toBe(201);
    const contact = await call(t, 'POST', apiPaths.contact, {
      body: {
        from_name: 'Ada',
        from_email: 'ada@example.com',
        subject: 'Invoices',
        message: 'Do you send them?',
      },
    });
    expect(contact.status).toBe(201);
    expect((await support('Second: still broken')).status).toBe(201);

    const all = await list();
    expect(all.messages.map((m) => m.message)).toEqual([
      'Second: still broken',
      'Do you send them?',
      'First: my key does not work',
    ]);
    expect(all.messages[2]).toMatchObject({
      kind: 'support',
      userId: shopper.user.id,
      name: 'Sam',
      email: shopper.user.email,
      handledAt: null,
      reply: null,
    });
    expect((await list('?kind=contact')).messages.map((m) => m.subject)).toEqual(['Invoices']);
    expect((await list('?status=handled')).messages).toEqual([]);
    const first = await list('?pageSize=2');
    expect([first.messages.length, first.hasMore]).toEqual([2, true]);
    const second = await list('?pageSize=2&page=2');
    expect([second.messages.map((m) => m.message), second.hasMore]).toEqual([
      ['First: my key does not work'],
      false,
    ]);
    for (const query of ['?status=closed', '?kind=__proto__', '?pageSize=101']) {
      expect((await asAdmin('GET', `${adminApiPaths.messages}${query}`)).status).toBe(400);
    }
  });

  it('e-mails the operator about each new message, with a link to it in the admin', async () => {
    const mails = (await sentMails(t)).filter((mail) => mail.to === OPERATOR);
    const { messages } = await list();
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Support request from ${shopper.user.email}`,
        `Support request from ${shopper.user.email}`,
        'Contact message from ada@example.com: Invoices',
      ].sort(),
    );
    for (const message of messages) {
      expect(mails.some((mail) => mail.text.includes(`/admin/inbox/${message.id}`))).toBe(true);
    }
  });

  it('reads one message, marks it handled and reopens it, each write audited', async () => {
    const [newest] = (await list()).messages;
    const read = await asAdmin('GET', adminApiPaths.message(newest!.id));
    expect(inboxMessageSchema.parse(read.body)).toEqual(newest);

    const handled = await asAdmin('PUT', adminApiPaths.messageHandled(newest!.id), { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ handledAt: expect.any(String), handledBy: admin.user.email });
    expect((await list('?status=handled')).messages.map((m) => m.id)).toEqual([newest!.id]);
    expect((await list('?status=open')).messages.map((m) => m.id)).not.toContain(newest!.id);

    const reopened = await asAdmin('PUT', adminApiPaths.messageHandled(newest!.id), { handled: false });
    expect(reopened.body).toMatchObject({ handledAt: null, handledBy: null });

    const audit = auditResponseSchema.parse((await asAdmin('GET', adminApiPaths.audit)).body);
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { action: 'message.reopened', actorId: admin.user.id, actor: admin.user.email, targetId: newest!.id },
      { action: 'message.handled', actorId: admin.user.id, targetType: 'message', targetId: newest!.id },
    ]);
  });

  it('replies by e-mail to the message address, keeps the reply with the message and marks it handled', async () => {
    const [, contact] = (await list()).messages;
    const reply = await asAdmin('POST', adminApiPaths.messageReply(contact!.id), {
      text: 'Yes, with every order.\nBest, Keyshop',
    });
    expect(reply.status).toBe(200);
    expect(inboxMessageSchema.parse(reply.body)).toMatchObject({
      reply: 'Yes, with every order.\nBest, Keyshop',
      repliedBy: admin.user.email,
      repliedAt: expect.any(String),
      handledAt: expect.any(String),
      handledBy: admin.user.email,
    });
    const mail = (await sentMails(t)).find((m) => m.to === 'ada@example.com');
    expect(mail).toMatchObject({ subject: 'Re: Invoices' });
    expect(mail!.text).toContain('Yes, with every order.\nBest, Keyshop\n\n> Do you send them?');
    expect(mail!.html).toContain('Yes, with every order.<br>Best, Keyshop');

    const audit = auditResponseSchema.parse((await asAdmin('GET', adminApiPaths.audit)).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'message.reply',
      actor: admin.user.email,
      targetId: contact!.id,
      before: { handledAt: null, repliedAt: null },
    });
  });

  it('refuses bad input and unknown messages, and keeps the inbox from shoppers and strangers', async () => {
    const [message] = (await list()).messages;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', adminApiPaths.message(missing))).status).toBe(404);
    expect((await asAdmin('GET', adminApiPaths.message('not-a-uuid'))).status).toBe(404);
    expect((await asAdmin('POST', adminApiPaths.messageReply(missing), { text: 'Hi' })).status).toBe(404);
    const empty = await asAdmin('POST', adminApiPaths.messageReply(message!.id), { text: '  ' });
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'text', message: 'Reply is required' }] },
    });
    const notBoolean = await asAdmin('PUT', adminApiPaths.messageHandled(message!.id), { handled: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect((await call(t, 'GET', adminApiPaths.messages)).status).toBe(401);
    expect((await call(t, 'GET', adminApiPaths.messages, { token: shopper.token })).status).toBe(403);
    const byShopper = await call(t, 'POST', adminApiPaths.messageReply(message!.id), {
      token: shopper.token,
      body: { text: 'Hi' },
    });
    expect(byShopper.status).toBe(403);
  });
});

describe('operator inbox without OPERATOR_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 0 });
  });
  afterAll(() => t.close());

  it('stores the message and sends no e-mail', async () => {
    const sent = await call(t, 'POST', apiPaths.support, {
      body: { email: 'anon@example.com', message: 'Hi' },
    });
    expect(sent.status).toBe(201);
    expect(await sentMails(t)).toEqual([]);
  });
});
