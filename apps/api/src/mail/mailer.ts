import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** What the mailer needs of a transport: nodemailer's SMTP transport, the outbox below, or a test's own. */
export type MailTransport = {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
  close(): void;
};

export type MailerOptions = {
  /** smtp(s)://user:pass@host:port; without it every message is recorded in `outboxFile` (see outboxTransport). */
  smtpUrl: string | undefined;
  outboxFile: string;
  from: string;
  log: FastifyBaseLogger;
  /** A transport of one's own (tests); default SMTP or the outbox as above. */
  transport?: MailTransport;
};

export type Mailer = {
  /** Sends once and throws when it fails: every e-mail is an outbox job, retried from the database. */
  deliver(message: MailMessage, context: Record<string, unknown>): Promise<void>;
  /** Resolves once every message handed over so far was sent or given up. */
  idle(): Promise<void>;
  /** Waits for the messages being sent, then closes the transport. */
  close(): Promise<void>;
};

/**
 * The embedded default: each message, as composed, is appended to one file as a line of JSON (`OutboxMail`), as
 * Vendure's development mailbox records them. Rendering MIME and a file per message cost a purchase a quarter of
 * its CPU (docs/benchmarks.md); SMTP renders, where the message leaves the store.
 */
function outboxTransport(outboxFile: string): MailTransport {
  return {
    async sendMail(message) {
      const mail: OutboxMail = { date: new Date().toISOString(), ...message };
      // One appending write per message: processes sharing the file never mix their lines.
      const line = JSON.stringify(mail) + '\n';
      // The directory is made when missing, not checked before every message.
      await appendFile(outboxFile, line).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(path.dirname(outboxFile), { recursive: true });
        await appendFile(outboxFile, line);
      });
    },
    close: () => {},
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    options.transport ??
    (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : outboxTransport(options.outboxFile));
  const pending = new Set<Promise<void>>();

  return {
    async deliver(message, context) {
      const sent = transport.sendMail({ from: options.from, ...message }).then(() => {
        options.log.info({ ...context, to: message.to }, 'mail sent');
      });
      const job = sent.catch(() => {}).finally(() => pending.delete(job));
      pending.add(job);
      await sent;
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
