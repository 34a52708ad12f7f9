// The operator's user management under /api/admin/users (issue 52).
import { z } from 'zod/mini';
import { adminSearchQuerySchema, pageInfo, userRoles } from './admin';

/** GET /api/admin/users?q=: part of an e-mail or username; empty lists the newest accounts. */
export const adminUserSearchQuerySchema = adminSearchQuerySchema;
export type AdminUserSearchQuery = z.infer<typeof adminUserSearchQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(userRoles),
  emailVerified: z.boolean(),
  /** An operator demoted the account: ADMIN_EMAILS never promotes it again. */
  demoted: z.boolean(),
  createdAt: z.string(),
  /** Sessions not ended and not expired. */
  liveSessions: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Newest first. */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageInfo,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** PUT /api/admin/users/{id}/role. */
export const adminRoleRequestSchema = z.object({ role: z.enum(userRoles, 'Role must be shopper or admin') });
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

/** PUT role and DELETE sessions: the account as it now is. */
export const adminUserResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
