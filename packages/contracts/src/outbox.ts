import { z } from 'zod/mini';

/**
 * One e-mail as the API's embedded outbox records it (no SMTP_URL): a line of JSON in DATA_DIR/outbox.jsonl, the
 * message as composed, with no MIME rendering.
 */
export const outboxMailSchema = z.object({
  date: z.iso.datetime(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The messages in the outbox file's text, in the order written; a line still being written (no newline yet) is left out. */
export const parseOutbox = (text: string): OutboxMail[] =>
  text
    .split('\n')
    .slice(0, -1)
    .map((line) => outboxMailSchema.parse(JSON.parse(line)));
