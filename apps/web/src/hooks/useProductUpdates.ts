import { productUpdateEventSchema, socketEvents, type ProductUpdateEvent } from '@keyshop/contracts';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSWRConfig } from 'swr';
import { productKeyKinds } from './keys';
import { applyStock } from '../realtime/applyStock';
import { createSocket } from '../realtime/socket';

export const CONNECT_DELAY_MS = 1000;

/**
 * Live stock while the calling view is mounted: loads the socket client and connects 1 s after mount,
 * disconnects on unmount, and writes every `productUpdate` into each cached list, search and detail entry
 * holding that product. Returns the latest update, for a polite live-region announcement. Connection errors
 * are only logged.
 */
export function useProductUpdates(): ProductUpdateEvent | null {
  const { mutate } = useSWRConfig();
  const [lastUpdate, setLastUpdate] = useState<ProductUpdateEvent | null>(null);

  useEffect(() => {
    let socket: Socket | undefined;
    let stopped = false;
    const listen = (created: Socket) => {
      if (stopped) return;
      socket = created;
      created.on(socketEvents.productUpdate, (payload: unknown) => {
        const parsed = productUpdateEventSchema.safeParse(payload);
        if (!parsed.success) {
          console.error('Ignored a malformed productUpdate', payload);
          return;
        }
        const event = parsed.data;
        void mutate(
          (key) => Array.isArray(key) && productKeyKinds.includes(key[0] as string),
          (data: unknown) => applyStock(data, event),
          { revalidate: false },
        );
        setLastUpdate(event);
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
      socket?.off();
      socket?.disconnect();
    };
  }, [mutate]);

  return lastUpdate;
}
