import { randomUUID } from 'node:crypto';
import type { ProductUpdateEvent } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { CatalogueReadModel } from '../catalogue/read-model';
import type { Executor } from '../db/database';
import { loadReadModel } from './catalogue';

export type RedisTarget = { url: string | undefined; prefix: string };

/** What crosses processes: new stock of some products, or "the catalogue changed, rebuild" (seeding). */
type CatalogueMessage = { from: string; stock: ProductUpdateEvent[] } | { from: string; rebuild: true };

const channelOf = (prefix: string) => `${prefix}:catalogue`;

/**
 * Keeps this process's read model current: built at start, stock events applied as orders publish them (here
 * and, through Redis, on every process), rebuilt when the catalogue changed or events may have been missed
 * (a Redis reconnect). Events that arrive during a rebuild are applied again to the new model.
 */
export class CatalogueSync {
  readonly id = randomUUID();
  model!: CatalogueReadModel;
  private building: Promise<void> | undefined;
  private again = false;
  private duringBuild: ProductUpdateEvent[] | undefined;
  private pub: ReturnType<typeof createClient> | undefined;
  private sub: ReturnType<typeof createClient> | undefined;

  constructor(
    private readonly db: Executor,
    private readonly redis: RedisTarget,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.rebuild();
    if (!this.redis.url) return;
    this.pub = createClient({ url: this.redis.url });
    // Named, so an operator (or a test) can find this process's subscription in CLIENT LIST.
    this.sub = this.pub.duplicate({ name: `${channelOf(this.redis.prefix)}:${this.id}` });
    let connected = false;
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: unknown) => this.log.error({ err }, 'catalogue redis error'));
    }
    // Events published while this process was cut off are lost: a reconnect rebuilds.
    this.sub.on('ready', () => {
      if (connected) void this.rebuild();
      connected = true;
    });
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.sub.subscribe(channelOf(this.redis.prefix), (text) => this.receive(text));
  }

  /** Applies stock events here and sends them to the other processes. */
  async publish(events: ProductUpdateEvent[]): Promise<void> {
    this.apply(events);
    await this.send({ from: this.id, stock: events });
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
          this.model = model;
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
    await Promise.all([this.sub, this.pub].map((client) => client?.close().catch(() => client.destroy())));
  }

  private apply(events: ProductUpdateEvent[]): void {
    this.model?.applyStock(events);
    this.duringBuild?.push(...events);
  }

  private async send(message: CatalogueMessage): Promise<void> {
    await this.pub?.publish(channelOf(this.redis.prefix), JSON.stringify(message));
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
  if (!redis.url) return;
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    await client.publish(channelOf(redis.prefix), JSON.stringify({ from: 'seed', rebuild: true }));
  } finally {
    await client.close();
  }
}
