import { describe, expect, it } from 'vitest';
import { createSocket, socketOptions } from './socket';

describe('createSocket', () => {
  it('waits to be told to connect, then reaches the real API over a websocket first', async () => {
    const socket = await createSocket();
    expect(socketOptions).toMatchObject({
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.connected).toBe(false);

    socket.connect();
    await expect.poll(() => socket.connected, { timeout: 5000 }).toBe(true);
    expect(socket.io.engine.transport.name).toBe('websocket');
    socket.disconnect();
    expect(socket.connected).toBe(false);
  });
});
