import { z } from 'zod/mini';
import { emailSchema } from './account';
import { CONTROL_MESSAGE, nameText, noControl, noNul, NUL_MESSAGE, text } from './common';

const optionalText = (max: number, message?: string) =>
  z.string().check(z.trim(), z.maxLength(max, message), z.refine(noNul, NUL_MESSAGE));
/** An optional one-line name (no control characters). */
const optionalName = (label: string, max: number) =>
  optionalText(max).check(z.refine(noControl, `${label} ${CONTROL_MESSAGE}`));

export const subscribeRequestSchema = z.object({ email: emailSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const contactRequestSchema = z.object({
  from_name: nameText('Name', 100),
  from_email: emailSchema,
  to_name: z.optional(optionalName('To', 100)),
  subject: nameText('Subject', 200),
  message: text('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const supportRequestSchema = z.object({
  email: emailSchema,
  name: z.optional(optionalName('Name', 100)),
  message: z._default(optionalText(5000, 'Message must be at most 5000 characters'), ''),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
