import { apiPaths, type HealthResponse } from '@keyshop/contracts';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(apiPaths.health, async (_request, reply) => {
    const database = await app.db.ping();
    const body: HealthResponse = { status: database ? 'ok' : 'degraded', database };
    return reply
      .status(database ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
