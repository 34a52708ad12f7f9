import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { apiBaseUrl } from '../api/client';

/** Spec §9: websocket first, then polling; 5 reconnection attempts, 1000–5000 ms apart; 20 s timeout. */
export const socketOptions = {
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
  autoConnect: false,
} satisfies Partial<ManagerOptions & SocketOptions>;

/**
 * A new, not yet connected socket to the API host (the page's origin unless VITE_API_URL says otherwise).
 * socket.io-client (~13 kB gzip) loads on the first call, so no page waits for it.
 */
export async function createSocket(url: string = apiBaseUrl()): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return url ? io(url, socketOptions) : io(socketOptions);
}
