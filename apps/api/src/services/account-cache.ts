import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SignedIn } from '../db/sessions-repo';
import type { RedisTarget } from './catalogue-sync';
import { openRedisChannel, type RedisChannel } from './redis-channel';

/** What crosses processes: these accounts changed (their rows are to be read again). */
type AccountsMessage = { from: string; ids: string[] };

/**
 * The accounts this process used lately with their sessions (keyed by session id), so that an authenticated
 * request need not read account and session from the database (three round trips of a purchase). A change to an
 * account or to any of its sessions (a sign-out) is told as a change of the account: all its sessions read again. Held only where every change is heard at once: one process on the
 * embedded database (changes are its own), or processes sharing Redis, which tell each other of every committed
 * change on `<prefix>:accounts`. While that subscription is down nothing is served from here, and it starts
 * empty again. On PostgreSQL without Redis other processes may change accounts unheard, so every request reads.
 * Roles are never taken from here (the admin's routes read the account fresh: requireUserFresh), so a role
 * change (the admin command, ADMIN_EMAILS) is not told. An entry lives at most a minute, for changes made by hand.
 */
export class AccountCache {
  private readonly id = randomUUID();
  /** Sessions of each held account, to forget them all when the account changes. */
  private readonly sessionsOf = new Map<string, Set<string>>();
  private readonly rows = new LRUCache<string, SignedIn>({
    max: 10_000,
    ttl: 60_000,
    dispose: (held, sessionId) => this.unindex(held.user.id, sessionId),
  });
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
      onReady: () => this.clear(),
    });
  }

  /**
   * The account and session: held here when `current` accepts them (a token newer than the held row, issued by
   * another process just now, reads again), else read (and held when nothing changed meanwhile).
   */
  async get(
    sessionId: string,
    read: () => Promise<SignedIn | undefined>,
    current: (held: SignedIn) => boolean,
  ): Promise<SignedIn | undefined> {
    if (!this.serving()) return read();
    const held = this.rows.get(sessionId);
    if (held && current(held)) return held;
    const forgets = this.forgets;
    const row = await read();
    if (row && forgets === this.forgets && this.serving()) {
      this.rows.set(sessionId, row);
      const ids = this.sessionsOf.get(row.user.id) ?? new Set<string>();
      this.sessionsOf.set(row.user.id, ids.add(sessionId));
    }
    return row;
  }

  /**
   * Call once a change to these accounts (or their sessions) is committed: they are read again here and on every
   * other process.
   */
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
    for (const id of ids) for (const sessionId of this.sessionsOf.get(id) ?? []) this.rows.delete(sessionId);
  }

  private clear(): void {
    this.rows.clear();
    this.sessionsOf.clear();
  }

  private unindex(userId: string, sessionId: string): void {
    const ids = this.sessionsOf.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.sessionsOf.delete(userId);
  }

  private receive(text: string): void {
    try {
      const message = JSON.parse(text) as AccountsMessage;
      if (message.from !== this.id) this.forget(message.ids);
    } catch (err) {
      // Not knowing which account changed, none is trusted.
      this.forgets++;
      this.clear();
      this.log.error({ err }, 'bad accounts message');
    }
  }
}
