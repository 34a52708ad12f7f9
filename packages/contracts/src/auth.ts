import { z } from 'zod/mini';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** The address was confirmed through an e-mailed link (see verification.ts: what an unverified account may do). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.literal(true), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
