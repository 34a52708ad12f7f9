import { z } from 'zod';
import { emailSchema, noNul, NUL_MESSAGE } from './common';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE);

export const subscribeRequestSchema = z.object({ email: emailSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const contactRequestSchema = z.object({
  from_name: text('Name', 100),
  from_email: emailSchema,
  to_name: z.string().trim().max(100).refine(noNul, NUL_MESSAGE).optional(),
  subject: text('Subject', 200),
  message: text('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const supportRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100).refine(noNul, NUL_MESSAGE).optional(),
  message: z
    .string()
    .trim()
    .max(5000, 'Message must be at most 5000 characters')
    .refine(noNul, NUL_MESSAGE)
    .default(''),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
