import {
  adminApiPaths,
  adminRoleRequestSchema,
  adminUserSearchQuerySchema,
  type AdminUserResponse,
  type AdminUsersResponse,
} from '@keyshop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { adminUser } from '../../http/admin';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { changeUserRole, endUserSessions, searchUsers, USER_NOT_FOUND } from '../../services/admin-users';
import { adminActor } from '../../services/roles';

const userId = (request: FastifyRequest) => {
  const result = z.safeParse(z.object({ id: z.uuid() }), request.params);
  if (!result.success) throw new HttpError(404, USER_NOT_FOUND);
  return result.data.id;
};

/** User management: list and search accounts, promote, demote, end a user's sessions. */
export async function adminUserRoutes(admin: FastifyInstance): Promise<void> {
  const deps = { db: admin.db.orm, accounts: admin.accounts };

  admin.get(adminApiPaths.users, async (request): Promise<AdminUsersResponse> => {
    return searchUsers(deps.db, parse(adminUserSearchQuerySchema, request.query));
  });

  admin.put(`${adminApiPaths.users}/:id/role`, async (request): Promise<AdminUserResponse> => {
    const { role } = parse(adminRoleRequestSchema, request.body);
    return changeUserRole(deps, adminActor(adminUser(request)), userId(request), role);
  });

  admin.delete(`${adminApiPaths.users}/:id/sessions`, async (request): Promise<AdminUserResponse> => {
    return endUserSessions(deps, adminActor(adminUser(request)), userId(request));
  });
}
