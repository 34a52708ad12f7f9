import { z } from 'zod/mini';
import { emailSchema, passwordSchema, usernameSchema } from './common';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const currentPassword = z
  .string()
  .check(z.minLength(1, 'Please enter your current password'), z.maxLength(128));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(128, 'Password must be at most 128 characters'),
    ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.literal(true), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const profileUpdateSchema = z.object({ username: usernameSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailUpdateSchema = z.object({ email: emailSchema, currentPassword });
export type EmailUpdate = z.infer<typeof emailUpdateSchema>;

export const passwordUpdateSchema = z
  .object({
    currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.maxLength(128)),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
