import { adminApiPaths, type AdminMeResponse } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';
import { adminUser, registerAdminScope } from '../../http/admin';
import { toUser } from '../../services/users';
import { adminDeskRoutes } from './desk';
import { adminInboxRoutes } from './inbox';
import { keyImportRoutes } from './keys';
import { adminProductRoutes } from './products';
import { adminUserRoutes } from './users';

async function adminMeRoutes(admin: FastifyInstance): Promise<void> {
  admin.get(adminApiPaths.me, async (request): Promise<AdminMeResponse> => {
    return { user: toUser(adminUser(request)), role: 'admin' };
  });
}

/** Every admin route module; each runs behind requireAdmin (see registerAdminScope). Add new ones here. */
const adminRouteModules: ((admin: FastifyInstance) => Promise<void>)[] = [
  adminMeRoutes,
  adminDeskRoutes,
  keyImportRoutes,
  adminProductRoutes,
  adminUserRoutes,
  adminInboxRoutes,
];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await registerAdminScope(app, adminApiPaths.root, adminRouteModules);
}
