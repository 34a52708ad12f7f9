import { createAdapter } from '@socket.io/redis-adapter';
import { socketEvents, watchProductsSchema, type ProductUpdateEvent } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';

export type Realtime = { io: Server; close(): Promise<void> };

/** Sockets that have not said which products they show get every product's update. */
const EVERY_PRODUCT = 'products:all';
const roomOf = (productId: number) => `product:${productId}`;

/**
 * socket.io on the API's HTTP server. With a Redis URL, the Redis adapter carries emits to the sockets of all
 * API processes (stock does not need it: see broadcastStock). A socket joins the room of each product its page
 * shows (`watchProducts`).
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
  io.on('connection', (socket) => {
    void socket.join(EVERY_PRODUCT);
    socket.on(socketEvents.watchProducts, (payload: unknown) => watch(socket, payload));
  });
  return {
    io,
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(clients.map((client) => client.close().catch(() => client.destroy())));
    },
  };
}

/** Moves the socket to the rooms of these products (and out of the others); a malformed list is ignored. */
function watch(socket: Socket, payload: unknown): void {
  const parsed = watchProductsSchema.safeParse(payload);
  if (!parsed.success) return;
  const wanted = new Set(parsed.data.map(roomOf));
  for (const room of socket.rooms) {
    if (room !== socket.id && !wanted.has(room)) void socket.leave(room);
  }
  for (const room of wanted) void socket.join(room);
}

/**
 * productUpdate to this process's sockets showing each product: one broadcast per event, so socket.io encodes
 * it (and frames it for WebSocket) once, however many sockets it reaches. Local only: every process gets the
 * stock from the catalogue's Redis message and sends it to its own sockets.
 */
export function broadcastStock(io: Server, events: readonly ProductUpdateEvent[]): void {
  for (const event of events) {
    io.local.to([EVERY_PRODUCT, roomOf(event.productId)]).emit(socketEvents.productUpdate, event);
  }
}
