import type { Config } from '../config';
import type { Executor } from '../db/database';
import {
  clearRateEvents,
  countRateEvents,
  deleteRateEvents,
  eventsBefore,
  insertRateEvents,
  secondsUntilBelow,
  sweepRateEvents,
  type RateKey,
} from '../db/rate-events-repo';
import { DomainError } from '../errors';

/**
 * Sliding-window limits kept in the database (rate_events), so every API process sharing it enforces the same
 * counts with no extra service. An attempt records its event first and then counts, so concurrent attempts
 * can never exceed the limit together.
 */
export type RateLimit = { key: RateKey; max: number; windowMs: number; message: string };

type Deps = { db: Executor; config: Config };

const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';

/**
 * Failed logins of one account from one address: the first `free` cost nothing, then each further attempt must
 * come 1, 2, 4, … s (up to `maxDelayMs`) after the previous one. An attacker's address is slowed; the owner
 * signing in from another address never is.
 */
export type Throttle = { key: RateKey; free: number; maxDelayMs: number; windowMs: number; message: string };

export const loginThrottle = (config: Config, email: string, ip: string): Throttle => ({
  key: { kind: 'login-fail:account-ip', subject: `${email} ${ip}` },
  free: config.rateLimits.loginFreeFailsPerAddress,
  maxDelayMs: config.rateLimits.loginMaxDelayMs,
  windowMs: config.rateLimits.loginWindowMs,
  message: TOO_MANY_LOGINS,
});

/** Wrong current passwords per account (keyed by the lower-case email): only a holder of its token tries them. */
export const accountLimit = (config: Config, email: string): RateLimit => ({
  key: { kind: 'login-fail:account', subject: email },
  max: config.rateLimits.loginMaxFailsPerAccount,
  windowMs: config.rateLimits.loginWindowMs,
  message: TOO_MANY_LOGINS,
});

export const loginIpLimit = (config: Config, ip: string): RateLimit => ({
  key: { kind: 'login-fail:ip', subject: ip },
  max: config.rateLimits.loginMaxFailsPerIp,
  windowMs: config.rateLimits.loginWindowMs,
  message: TOO_MANY_LOGINS,
});

export const registerIpLimit = (config: Config, ip: string): RateLimit => ({
  key: { kind: 'register:ip', subject: ip },
  max: config.rateLimits.registerMaxPerIp,
  windowMs: config.rateLimits.registerWindowMs,
  message: 'Too many registrations from this address. Please try again later.',
});

const HOUR = 3600_000;
const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';

/** "Forgot password" for one address from one client: a stranger's requests never refuse the owner's. */
export const forgotEmailLimit = (config: Config, email: string, ip: string): RateLimit => ({
  key: { kind: 'forgot-password:email-ip', subject: `${email} ${ip}` },
  max: config.rateLimits.forgotPasswordMaxPerEmail,
  windowMs: HOUR,
  message: TOO_MANY_RESETS,
});

/**
 * Reset links mailed to one address, whoever asks: beyond it requests are absorbed (same answer, no mail), and the
 * last link mailed keeps working because no newer one retires it.
 */
export const resetMailLimit = (config: Config, email: string): RateLimit => ({
  key: { kind: 'mail:reset', subject: email },
  max: config.rateLimits.forgotPasswordMailsPerEmail,
  windowMs: HOUR,
  message: TOO_MANY_RESETS,
});

export const forgotIpLimit = (config: Config, ip: string): RateLimit => ({
  key: { kind: 'forgot-password:ip', subject: ip },
  max: config.rateLimits.forgotPasswordMaxPerIp,
  windowMs: HOUR,
  message: TOO_MANY_RESETS,
});

export type MessageForm = 'support' | 'contact' | 'subscribe';
const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.';

/** Support, contact or subscribe requests from one client address (each form counted apart). */
export const messageIpLimit = (config: Config, form: MessageForm, ip: string): RateLimit => ({
  key: { kind: `${form}:ip`, subject: ip },
  max: config.rateLimits.messageMaxPerIp,
  windowMs: config.rateLimits.messageWindowMs,
  message: TOO_MANY_MESSAGES,
});

/** Support requests of one signed-in account. */
export const supportAccountLimit = (config: Config, userId: string): RateLimit => ({
  key: { kind: 'support:account', subject: userId },
  max: config.rateLimits.messageMaxPerAccount,
  windowMs: config.rateLimits.messageWindowMs,
  message: TOO_MANY_MESSAGES,
});

/** Requests naming one (lower-case) address from one client: a stranger naming the owner's never refuses the owner. */
export const messageAddressLimit = (config: Config, email: string, ip: string): RateLimit => ({
  key: { kind: 'message:address-ip', subject: `${email} ${ip}` },
  max: config.rateLimits.messageMaxPerAddress,
  windowMs: config.rateLimits.messageWindowMs,
  message: 'Too many messages for this e-mail address. Please try again later.',
});

/** "Someone tried to register with your address" e-mails one address receives (beyond it: none, same answer). */
export const accountMailLimit = (config: Config, to: string): RateLimit => ({
  key: { kind: 'mail:account', subject: to },
  max: config.rateLimits.messageMaxPerAddress,
  windowMs: config.rateLimits.messageWindowMs,
  message: 'Too many e-mails to this address. Please try again later.',
});

/** Address changes one signed-in account asks for (each mails a link to the new address). */
export const emailChangeLimit = (config: Config, userId: string): RateLimit => ({
  key: { kind: 'email-change:account', subject: userId },
  max: config.rateLimits.messageMaxPerAddress,
  windowMs: config.rateLimits.messageWindowMs,
  message: 'Too many address changes asked for. Please try again later.',
});

/** E-mails the shop sends to one recipient about new messages (the operator). */
export const recipientMailLimit = (config: Config, to: string): RateLimit => ({
  key: { kind: 'mail:recipient', subject: to },
  max: config.rateLimits.operatorMailMax,
  windowMs: config.rateLimits.messageWindowMs,
  message: 'Too many e-mails to this address.',
});

/** Rejected (forged, stale or malformed) webhooks per client address, over 10 minutes. */
export const webhookIpLimit = (config: Config, ip: string): RateLimit => ({
  key: { kind: 'webhook-fail:ip', subject: ip },
  max: config.payments.webhookMaxFailsPerIp,
  windowMs: 10 * 60_000,
  message: 'Too many rejected webhooks. Please try again later.',
});

const TOO_MANY_MAILS = 'Too many e-mails asked for. Please try again later.';

/** Confirmation links asked for again: per account and per address, over 15 minutes (within the sweep's window). */
export const verificationMailLimits = (userId: string, ip: string): RateLimit[] => [
  {
    key: { kind: 'verify-mail:account', subject: userId },
    max: 3,
    windowMs: 15 * 60_000,
    message: TOO_MANY_MAILS,
  },
  { key: { kind: 'verify-mail:ip', subject: ip }, max: 10, windowMs: 15 * 60_000, message: TOO_MANY_MAILS },
];

/**
 * Counts one attempt against each limit and returns the recorded event ids (release them if the attempt
 * should not count after all). When any limit is exceeded, nothing is recorded and a rate_limited error saying
 * when to retry is thrown.
 */
export async function consume({ db, config }: Deps, limits: RateLimit[]): Promise<number[]> {
  const { loginWindowMs, registerWindowMs, messageWindowMs } = config.rateLimits;
  await sweepRateEvents(db, Math.max(loginWindowMs, registerWindowMs, messageWindowMs, HOUR));
  const ids = await insertRateEvents(
    db,
    limits.map((limit) => limit.key),
  );
  const counts = await Promise.all(limits.map((limit) => countRateEvents(db, limit.key, limit.windowMs)));
  const exceeded = limits.filter((limit, i) => (counts[i] ?? 0) > limit.max);
  if (exceeded.length === 0) return ids;
  await deleteRateEvents(db, ids);
  const waits = await Promise.all(
    exceeded.map((limit) => secondsUntilBelow(db, limit.key, limit.max, limit.windowMs)),
  );
  throw new DomainError('rate_limited', exceeded[0]?.message ?? 'Too many requests', {}, Math.max(...waits));
}

/**
 * Counts one attempt against the throttle and returns its event id (release it if the attempt should not count).
 * An attempt earlier than the delay its predecessors earned is not recorded: 429 with Retry-After. Predecessors
 * are the events recorded before this one, so concurrent attempts are ordered and cannot slip through together.
 */
export async function throttle({ db, config }: Deps, rule: Throttle): Promise<number[]> {
  await sweepRateEvents(db, config.rateLimits.loginWindowMs);
  const ids = await insertRateEvents(db, [rule.key]);
  const { count, lastAgeMs } = await eventsBefore(db, rule.key, ids[0]!, rule.windowMs);
  if (count < rule.free) return ids;
  const delayMs = Math.min(rule.maxDelayMs, 1000 * 2 ** (count - rule.free));
  if (lastAgeMs >= delayMs) return ids;
  await deleteRateEvents(db, ids);
  const retryAfter = Math.max(1, Math.ceil((delayMs - lastAgeMs) / 1000));
  throw new DomainError('rate_limited', rule.message, {}, retryAfter);
}

/** Counts one attempt against the limit and answers whether it was within it (nothing thrown). */
export async function withinLimit(deps: Deps, limit: RateLimit): Promise<boolean> {
  try {
    await consume(deps, [limit]);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'rate_limited') return false;
    throw error;
  }
}

/** Takes back events of an attempt that turned out not to count (e.g. a successful login). */
export function release({ db }: Deps, ids: number[]): Promise<void> {
  return deleteRateEvents(db, ids);
}

/** Forgets every event of one key (an account's failures from an address after a successful login). */
export function reset({ db }: Deps, key: RateKey): Promise<void> {
  return clearRateEvents(db, key);
}
