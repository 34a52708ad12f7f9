import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server } from 'socket.io';

export type Realtime = { io: Server; close(): Promise<void> };

/**
 * socket.io on the API's HTTP server. With a Redis URL, the Redis adapter carries every emit to the sockets
 * of all API processes.
 */
export async function attachRealtime(
  server: HttpServer,
  redis: { url: string | undefined; prefix: string },
  log: FastifyBaseLogger,
): Promise<Realtime> {
  const io = new Server(server, { serveClient: false, transports: ['websocket', 'polling'] });
  const clients: ReturnType<typeof createClient>[] = [];
  if (redis.url) {
    const pub = createClient({ url: redis.url });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (err: unknown) => log.error({ err }, 'redis error'));
      clients.push(client);
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: redis.prefix }));
  }
  return {
    io,
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(clients.map((client) => client.close().catch(() => client.destroy())));
    },
  };
}
