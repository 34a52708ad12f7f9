import { randomBytes } from 'node:crypto';
import { productUpdateEventSchema, socketEvents, type ProductUpdateEvent } from '@keyshop/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishProductUpdate } from '../src/services/product-updates';
import { startTestApp, stockVersions, TEST_REDIS_URL, setStock, type TestApp } from './helpers';

async function socketTo(baseUrl: string): Promise<Socket> {
  const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextUpdate(socket: Socket, productId: number): Promise<ProductUpdateEvent> {
  return new Promise((resolve) => {
    const listener = (raw: unknown) => {
      const event = productUpdateEventSchema.parse(raw);
      if (event.productId !== productId) return;
      socket.off(socketEvents.productUpdate, listener);
      resolve(event);
    };
    socket.on(socketEvents.productUpdate, listener);
  });
}

describe('productUpdate over socket.io', () => {
  let t: TestApp;
  let socket: Socket;
  beforeAll(async () => {
    t = await startTestApp({ products: 5 });
    socket = await socketTo(t.baseUrl);
  });
  afterAll(async () => {
    socket.disconnect();
    await t.close();
  });

  it('reaches a connected socket with the committed stock and its version', async () => {
    const received = nextUpdate(socket, 2);
    await setStock(t, 2, 7);
    const { version } = (await stockVersions(t, [2]))[0]!;
    expect(version).toBeGreaterThan(0);
    expect(await received).toEqual({ productId: 2, qty: 7, totalQty: 7, version });
    // One event per product, read from the database.
    const sent = await publishProductUpdate({ db: t.db.orm, catalogue: t.app.catalogue }, [2, 2]);
    expect(sent).toEqual([{ productId: 2, qty: 7, totalQty: 7, version }]);
  });

  it('sends a socket that watches products only their updates', async () => {
    const watcher = await socketTo(t.baseUrl);
    watcher.emit(socketEvents.watchProducts, [4]);
    const seen: number[] = [];
    watcher.on(socketEvents.productUpdate, (raw: unknown) =>
      seen.push(productUpdateEventSchema.parse(raw).productId),
    );
    const forFour = nextUpdate(watcher, 4);
    // The watch is handled before the next events (one connection, in order): 5 is not watched.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await setStock(t, 5, 2);
    await setStock(t, 4, 2);
    await forFour;
    expect(seen).toEqual([4]);
    watcher.disconnect();
  });

  it('also works over long-polling', async () => {
    const polling = connect(t.baseUrl, { transports: ['polling'], reconnection: false });
    await new Promise<void>((resolve) => polling.once('connect', () => resolve()));
    const received = nextUpdate(polling, 3);
    await setStock(t, 3, 4);
    expect((await received).productId).toBe(3);
    polling.disconnect();
  });
});

describe.skipIf(!TEST_REDIS_URL)('productUpdate across two API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let socket: Socket;
  beforeAll(async () => {
    // A prefix of our own, so parallel test files sharing this Redis do not hear each other.
    const redisPrefix = `keyshop-test-${randomBytes(4).toString('hex')}`;
    [a, b] = await Promise.all([
      startTestApp({ products: 5, redisUrl: TEST_REDIS_URL, redisPrefix }),
      startTestApp({ products: 5, redisUrl: TEST_REDIS_URL, redisPrefix }),
    ]);
    socket = await socketTo(b.baseUrl);
  });
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an update published on one process to a socket connected to the other', async () => {
    const received = nextUpdate(socket, 4);
    await setStock(a, 4, 3);
    const { version } = (await stockVersions(a, [4]))[0]!;
    expect(await received).toEqual({ productId: 4, qty: 3, totalQty: 3, version });
  });
});
