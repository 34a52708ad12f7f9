import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type MailerOptions = {
  /** smtp(s)://user:pass@host:port; without it every message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** Attempts per message before it is given up (logged as an error). */
  maxAttempts: number;
  /** Wait before the second attempt; doubled before each further one. */
  retryDelayMs: number;
  log: FastifyBaseLogger;
  /** A transport of one's own (tests); default SMTP or the outbox as above. */
  transport?: Transporter;
};

export type Mailer = {
  /**
   * Sends in the background: never throws and never makes the caller wait. `compose` runs once (undefined:
   * nothing to send); a failed send is retried and logged.
   */
  send(compose: () => Promise<MailMessage | undefined>, context: Record<string, unknown>): void;
  /** Resolves once every message handed over so far was sent or given up. */
  idle(): Promise<void>;
  /** Stops retrying (pending messages get their current attempt) and waits for them. */
  close(): Promise<void>;
};

/** The embedded default: nodemailer's stream transport renders the message; it is written as one .eml file. */
function outboxTransport(outboxDir: string): Transporter {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    sendMail: async (message: SendMailOptions) => {
      const info = await stream.sendMail(message);
      // Sortable by time; the message id keeps names unique across processes sharing the directory.
      const id = String(info.messageId).replace(/[^A-Za-z0-9.@-]/g, '');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      // The directory is made when missing, not checked before every message.
      await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      return { ...info, file };
    },
    close: () => stream.close(),
  } as unknown as Transporter;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport =
    options.transport ??
    (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : outboxTransport(options.outboxDir));
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function deliver(message: MailMessage, context: Record<string, unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ ...context, to: message.to, attempt }, 'mail sent');
        return;
      } catch (err) {
        const last = attempt >= options.maxAttempts || stopping.signal.aborted;
        if (last) {
          options.log.error({ err, ...context, attempt }, 'mail not sent; giving up');
          return;
        }
        options.log.warn({ err, ...context, attempt }, 'mail not sent; will retry');
        await sleep(options.retryDelayMs * 2 ** (attempt - 1), undefined, { signal: stopping.signal }).catch(
          () => {},
        );
      }
    }
  }

  return {
    send(compose, context) {
      const job = compose()
        .then((message) => message && deliver(message, context))
        .catch((err: unknown) => options.log.error({ err, ...context }, 'mail not composed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      stopping.abort();
      await this.idle();
      transport.close();
    },
  };
}
