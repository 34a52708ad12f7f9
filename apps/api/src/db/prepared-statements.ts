import { createHash } from 'node:crypto';
import pg from 'pg';

/** Bulk statements (long IN lists) vary in text with their size and are rare: they stay unnamed. */
const MAX_NAMED_PARAMS = 100;

const names = new Map<string, string>();

/** The statement's name: a hash of its text, so the same text is the same statement on every connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `ks_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const isParameterisedStatement = (config: QueryConfig, values: unknown): boolean => {
  if (typeof config.text !== 'string' || config.name !== undefined || typeof config.submit === 'function') {
    return false;
  }
  const params = values ?? config.values;
  return Array.isArray(params) && params.length > 0 && params.length <= MAX_NAMED_PARAMS;
};

/**
 * A pg client that runs each parameterised statement as a named prepared statement: PostgreSQL parses and plans
 * it once per connection (and may keep a generic plan) instead of on every call, and the client sends only its
 * parameters after the first time. Every statement of the order and payment paths is one of a few fixed texts.
 */
export class PreparingClient extends pg.Client {
  // pg's overloads (text, config object, submittable stream) all reach this one implementation.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards pg's overloads unchanged
  override query(config: any, values?: any, callback?: any): any {
    if (config !== null && typeof config === 'object' && isParameterisedStatement(config, values)) {
      return super.query({ ...config, name: statementName(config.text) }, values, callback);
    }
    return super.query(config, values, callback);
  }
}
