// A worker thread of bench:fanout: opens its share of the sockets (socket.io-client, websocket transport) and,
// when armed, notes when each one gets the awaited productUpdate. The clients are spread over threads so that
// reading 10,000 sockets is not one thread's serial queue; times are absolute (timeOrigin + now), comparable
// across threads.
import { parentPort, workerData } from 'node:worker_threads';
import { socketEvents, type ProductUpdateEvent } from '@keyshop/contracts';
import { io, type Socket } from 'socket.io-client';

export type ClientsData = { urls: string[]; count: number; first: number; page: number[] };
/** From the main thread: await the update of `productId` newer than `version`; or close everything. */
export type ClientsCommand = { arm: { productId: number; version: number } } | { close: true };
/** To the main thread: connected; armed; per socket (by global index) the absolute time of its delivery. */
export type ClientsReport =
  { ready: true } | { armed: true } | { arrived: Array<[index: number, at: number]> };

const { urls, count, first, page } = workerData as ClientsData;
const port = parentPort!;
const post = (report: ClientsReport) => port.postMessage(report);
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 250;

async function connect(url: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit(socketEvents.watchProducts, page);
  return socket;
}

const sockets: Socket[] = [];
for (let i = 0; i < count; i += CONNECT_BATCH) {
  const batch = Math.min(CONNECT_BATCH, count - i);
  // Sockets alternate between the processes by global index: even ones on the first (the ordering) process.
  sockets.push(
    ...(await Promise.all(
      Array.from({ length: batch }, (_, j) => connect(urls[(first + i + j) % urls.length]!)),
    )),
  );
}
post({ ready: true });

port.on('message', (command: ClientsCommand) => {
  if ('close' in command) {
    for (const socket of sockets) socket.disconnect();
    port.close();
    return;
  }
  const { productId, version } = command.arm;
  const arrived: Array<[number, number]> = [];
  for (const [i, socket] of sockets.entries()) {
    socket.off(socketEvents.productUpdate);
    // The event is read, not validated: the clients share the cores with the servers, and a schema parse per
    // socket would be the apparatus's time, not the delivery's (the API's tests check the event's shape).
    socket.on(socketEvents.productUpdate, (event: ProductUpdateEvent) => {
      if (event.productId !== productId || event.version <= version) return;
      socket.off(socketEvents.productUpdate);
      arrived.push([first + i, performance.timeOrigin + performance.now()]);
      if (arrived.length === sockets.length) post({ arrived });
    });
  }
  post({ armed: true });
});
