// The events' own entry, not the package root: the pages that watch stock each carry their own copy of it
// (pageCopies in vite.config.ts), while what the layout takes through the root stays in the shell.
import { productUpdateEventSchema, socketEvents, type ProductUpdateEvent } from '@keyshop/contracts/events';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSWRConfig } from 'swr';
import { applyProductUpdate, isProductKey } from '../state/newestStock';
import { createSocket } from '../realtime/socket';

export const CONNECT_DELAY_MS = 1000;

/** The watched ids as one stable string (order and repeats do not matter); undefined watches every product. */
const watchKeyOf = (ids: readonly number[] | undefined) =>
  ids && [...new Set(ids)].sort((a, b) => a - b).join(',');

/** Tells the server which products this page shows (rooms are per connection: sent again on reconnect). */
function sendWatch(socket: Socket | undefined, watchKey: string | undefined): void {
  if (!socket?.connected || watchKey === undefined) return;
  socket.emit(socketEvents.watchProducts, watchKey ? watchKey.split(',').map(Number) : []);
}

/**
 * Live stock while the calling view is mounted: loads the socket client and connects 1 s after mount,
 * disconnects on unmount, and writes every `productUpdate` newer than the cached stock into each cached list,
 * search and detail entry holding that product (by the one rule of newestStock.ts, which also lifts answers
 * that land later with older stock). With `watched`, the server sends the updates of those products only (the
 * page's products; without it, every product's). After a reconnect the cached products are fetched again:
 * updates sent meanwhile were missed. Returns the latest update newer than any stock seen of its product, for a
 * polite live-region announcement.
 * Connection errors are only logged.
 */
export function useProductUpdates(watched?: readonly number[]): ProductUpdateEvent | null {
  const { cache, mutate } = useSWRConfig();
  const [lastUpdate, setLastUpdate] = useState<ProductUpdateEvent | null>(null);
  const watchKey = watchKeyOf(watched);
  const watchRef = useRef(watchKey);
  const socketRef = useRef<Socket | undefined>(undefined);

  useEffect(() => {
    watchRef.current = watchKey;
    sendWatch(socketRef.current, watchKey);
  }, [watchKey]);

  useEffect(() => {
    let stopped = false;
    let connectedBefore = false;
    const listen = (created: Socket) => {
      if (stopped) return;
      socketRef.current = created;
      created.on('connect', () => {
        sendWatch(created, watchRef.current);
        if (connectedBefore) void mutate(isProductKey);
        connectedBefore = true;
      });
      created.on(socketEvents.productUpdate, (payload: unknown) => {
        const parsed = productUpdateEventSchema.safeParse(payload);
        if (!parsed.success) {
          console.error('Ignored a malformed productUpdate', payload);
          return;
        }
        const event = parsed.data;
        void applyProductUpdate(cache, mutate, event).then((news) => {
          if (!stopped && news) setLastUpdate(event);
        });
      });
      created.on('connect_error', (error) => console.error('Live stock connection error', error.message));
      created.connect();
    };
    const timer = setTimeout(() => {
      createSocket().then(listen, (error: unknown) => console.error('Live stock connection error', error));
    }, CONNECT_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.off();
      socketRef.current?.disconnect();
      socketRef.current = undefined;
    };
  }, [cache, mutate]);

  return lastUpdate;
}
