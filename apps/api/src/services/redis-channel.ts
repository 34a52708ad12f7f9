import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** A channel the processes on one Redis share: what one publishes, every subscribed one hears. */
export type RedisChannel = {
  publish(text: string): Promise<void>;
  /** Whether the subscription is up (what is published while it is down is lost). */
  listening(): boolean;
  close(): Promise<void>;
};

/**
 * Subscribes to `channel` (two clients: a subscribed one can send nothing else). `onReady` runs at each
 * connection of the subscription, the first one included, so a reconnect can make up for what it missed.
 */
export async function openRedisChannel(options: {
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  onMessage: (text: string) => void;
  onReady?: () => void;
  /** The subscription's client name, so an operator (or a test) can find it in CLIENT LIST. */
  name?: string;
}): Promise<RedisChannel> {
  const { channel, log } = options;
  const pub = createClient({ url: options.url });
  const sub = pub.duplicate(options.name === undefined ? undefined : { name: options.name });
  for (const client of [pub, sub]) {
    client.on('error', (err: unknown) => log.error({ err, channel }, 'redis error'));
  }
  if (options.onReady) sub.on('ready', options.onReady);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, options.onMessage);
  return {
    publish: async (text) => {
      await pub.publish(channel, text);
    },
    listening: () => sub.isReady,
    close: async () => {
      await Promise.all([sub, pub].map((client) => client.close().catch(() => client.destroy())));
    },
  };
}
