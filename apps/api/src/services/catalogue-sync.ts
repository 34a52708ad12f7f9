import { randomUUID } from 'node:crypto';
import type { ProductUpdateEvent } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { CatalogueReadModel } from '../catalogue/read-model';
import type { Executor } from '../db/database';
import { stockOf } from '../db/products-repo';
import { loadReadModel } from './catalogue';
import { toStockEvents } from './product-updates';
import { openRedisChannel, type RedisChannel } from './redis-channel';

export type RedisTarget = { url: string | undefined; prefix: string };

/** What crosses processes: new stock of some products, or "the catalogue changed, rebuild" (seeding). */
type CatalogueMessage = { from: string; stock: ProductUpdateEvent[] } | { from: string; rebuild: true };

const channelOf = (prefix: string) => `${prefix}:catalogue`;

/** Told the stock changes this process took (newer than what it held), e.g. to send them to its sockets. */
export type StockListener = (events: ProductUpdateEvent[]) => void;

/**
 * Keeps this process's read model current: built at start, stock events applied as orders publish them (here
 * and, through Redis, on every process: one message per commit), rebuilt when the catalogue changed or events
 * may have been missed (a Redis reconnect). An event applies only when its version is newer than the held one,
 * so messages crossing on the way cannot set an older stock; a version that jumps (changes missed here) has the
 * product's stock read again from the database. Events that arrive during a rebuild are applied again to the new
 * model, and what a rebuild brought newer goes to the listeners.
 */
export class CatalogueSync {
  readonly id = randomUUID();
  model!: CatalogueReadModel;
  private readonly listeners: StockListener[] = [];
  /** Products whose stock is to be read again (gaps), read together on the next turn. */
  private rereading: Set<number> | undefined;
  private building: Promise<void> | undefined;
  private again = false;
  private duringBuild: ProductUpdateEvent[] | undefined;
  private channel: RedisChannel | undefined;

  constructor(
    private readonly db: Executor,
    private readonly redis: RedisTarget,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.rebuild();
    if (!this.redis.url) return;
    let connected = false;
    this.channel = await openRedisChannel({
      url: this.redis.url,
      channel: channelOf(this.redis.prefix),
      log: this.log,
      name: `${channelOf(this.redis.prefix)}:${this.id}`,
      onMessage: (text) => this.receive(text),
      // Events published while this process was cut off are lost: a reconnect rebuilds.
      onReady: () => {
        if (connected) void this.rebuild();
        connected = true;
      },
    });
  }

  /** Calls `listener` with every stock change this process takes from now on. */
  onStock(listener: StockListener): void {
    this.listeners.push(listener);
  }

  /**
   * Applies stock events here and sends them to the other processes. They were just read from the database, so
   * a jump of their versions here needs no second read.
   */
  async publish(events: ProductUpdateEvent[]): Promise<void> {
    // The message first: the Redis client writes it out on the next turn of the event loop, and applying here
    // (productUpdate to every socket of this process) would hold it back until done.
    const sent = this.send({ from: this.id, stock: events });
    if (this.channel) await new Promise((resolve) => setImmediate(resolve));
    this.apply(events, { reread: false });
    await sent;
  }

  /** Rebuilds here and on every other process (after seeding). */
  async announceChange(): Promise<void> {
    await this.rebuild();
    await this.send({ from: this.id, rebuild: true });
  }

  /** Loads a new model from the database and swaps it in; concurrent calls share one extra load. */
  rebuild(): Promise<void> {
    if (this.building) {
      this.again = true;
      return this.building;
    }
    this.building = (async () => {
      do {
        this.again = false;
        this.duringBuild = [];
        try {
          const model = await loadReadModel(this.db);
          model.applyStock(this.duringBuild);
          const previous = this.model;
          this.model = model;
          // Stock this process missed (e.g. while cut off from Redis) reaches its sockets too.
          if (previous) this.tell(model.stockNewerThan(previous));
        } finally {
          this.duringBuild = undefined;
        }
      } while (this.again);
    })().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }

  private apply(events: ProductUpdateEvent[], { reread = true } = {}): void {
    this.duringBuild?.push(...events);
    if (!this.model) return;
    const { applied, gaps } = this.model.applyStock(events);
    this.tell(applied);
    if (reread) for (const id of gaps) this.reread(id);
  }

  private tell(events: ProductUpdateEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (err) {
        this.log.error({ err }, 'stock listener failed');
      }
    }
  }

  /** Reads this product's stock from the database soon (with the others asked for meanwhile: one query). */
  private reread(productId: number): void {
    if (this.rereading) {
      this.rereading.add(productId);
      return;
    }
    const ids = (this.rereading = new Set([productId]));
    setImmediate(() => {
      this.rereading = undefined;
      stockOf(this.db, [...ids])
        .then((rows) => this.apply(toStockEvents(rows), { reread: false }))
        .catch((err: unknown) => this.log.error({ err }, 'stock re-read failed'));
    });
  }

  private async send(message: CatalogueMessage): Promise<void> {
    await this.channel?.publish(JSON.stringify(message));
  }

  private receive(text: string): void {
    try {
      const message = JSON.parse(text) as CatalogueMessage;
      if (message.from === this.id) return;
      if ('stock' in message) this.apply(message.stock);
      else this.rebuild().catch((err: unknown) => this.log.error({ err }, 'catalogue rebuild failed'));
    } catch (err) {
      this.log.error({ err }, 'bad catalogue message');
    }
  }
}

/** Tells the processes on this Redis that the catalogue changed (the seed command, run beside servers). */
export async function announceCatalogueChange(redis: RedisTarget): Promise<void> {
  await tellProcesses(redis, { from: 'seed', rebuild: true });
}

/** Tells the processes on this Redis of stock changed outside them (the keys command): they apply it. */
export async function announceStock(redis: RedisTarget, events: ProductUpdateEvent[]): Promise<void> {
  await tellProcesses(redis, { from: 'cli', stock: events });
}

async function tellProcesses(redis: RedisTarget, message: CatalogueMessage): Promise<void> {
  if (!redis.url) return;
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    await client.publish(channelOf(redis.prefix), JSON.stringify(message));
  } finally {
    await client.close();
  }
}
