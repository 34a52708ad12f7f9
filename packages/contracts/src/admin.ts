// The operator's API under /api/admin/ (issue 23): roles, the audit log, the order desk and the dashboard.
import { z } from 'zod/mini';
import { userSchema } from './auth';

/** Every account is a shopper; ADMIN_EMAILS and `npm run admin -- promote` make admins. */
export const userRoles = ['shopper', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /api/admin/me: the signed-in admin (what the /admin pages show and check). */
export const adminMeResponseSchema = z.object({
  user: userSchema,
  role: z.literal('admin'),
});
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;
