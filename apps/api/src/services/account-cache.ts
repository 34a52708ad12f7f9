import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { UserRow } from '../db/schema';
import type { RedisTarget } from './catalogue-sync';
import { openRedisChannel, type RedisChannel } from './redis-channel';

/** What crosses processes: these accounts changed (their rows are to be read again). */
type AccountsMessage = { from: string; ids: string[] };

/**
 * The accounts this process used lately, so that an authenticated request need not read its account from the
 * database (three round trips of a purchase). Held only where every change is heard at once: one process on the
 * embedded database (changes are its own), or processes sharing Redis, which tell each other of every committed
 * change on `<prefix>:accounts`. While that subscription is down nothing is served from here, and it starts
 * empty again. On PostgreSQL without Redis other processes may change accounts unheard, so every request reads.
 * Roles are never taken from here (the admin's routes read the account fresh: requireUserFresh), so a role
 * change (the admin command, ADMIN_EMAILS) is not told. An entry lives at most a minute, for changes made by hand.
 */
export class AccountCache {
  private readonly id = randomUUID();
  private readonly rows = new LRUCache<string, UserRow>({ max: 10_000, ttl: 60_000 });
  /** Counts forgets, so a read that began before one does not keep what it read. */
  private forgets = 0;
  private channel: RedisChannel | undefined;

  constructor(
    /** false: never hold an account (PostgreSQL without Redis). */
    private readonly enabled: boolean,
    private readonly redis: RedisTarget,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.enabled || !this.redis.url) return;
    this.channel = await openRedisChannel({
      url: this.redis.url,
      channel: `${this.redis.prefix}:accounts`,
      log: this.log,
      onMessage: (text) => this.receive(text),
      // Changes told while the subscription was down are lost: what is held may be stale.
      onReady: () => this.rows.clear(),
    });
  }

  /**
   * The account: held here when `current` accepts it (a token newer than the held row, issued by another process
   * just now, reads again), else read (and held when nothing changed meanwhile).
   */
  async get(
    id: string,
    read: () => Promise<UserRow | undefined>,
    current: (row: UserRow) => boolean,
  ): Promise<UserRow | undefined> {
    if (!this.serving()) return read();
    const held = this.rows.get(id);
    if (held && current(held)) return held;
    const forgets = this.forgets;
    const row = await read();
    if (row && forgets === this.forgets && this.serving()) this.rows.set(id, row);
    return row;
  }

  /** Call once a change to these accounts is committed: they are read again here and on every other process. */
  async changed(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    this.forget(ids);
    const message: AccountsMessage = { from: this.id, ids };
    await this.channel?.publish(JSON.stringify(message));
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }

  private serving(): boolean {
    return this.enabled && (this.channel === undefined || this.channel.listening());
  }

  private forget(ids: string[]): void {
    this.forgets++;
    for (const id of ids) this.rows.delete(id);
  }

  private receive(text: string): void {
    try {
      const message = JSON.parse(text) as AccountsMessage;
      if (message.from !== this.id) this.forget(message.ids);
    } catch (err) {
      // Not knowing which account changed, none is trusted.
      this.forgets++;
      this.rows.clear();
      this.log.error({ err }, 'bad accounts message');
    }
  }
}
