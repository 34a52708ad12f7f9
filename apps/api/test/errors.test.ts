import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../src/http/errors';

describe('loggableError', () => {
  it('keeps the SQL and the database error of a failed query but none of its parameters', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        detail: 'Key (email)=(neo@example.com) already exists.',
      },
    );
    const failed = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['neo@example.com', '$argon2id$v=19$m=19456,t=2,p=1$secret'],
      cause,
    );
    const logged = loggableError(failed);
    const text = JSON.stringify({
      message: logged.message,
      stack: logged.stack,
      cause: String(logged.cause),
    });
    expect(logged.message).toBe('Failed query: insert into users (email, password_hash) values ($1, $2)');
    expect((logged.cause as Error).message).toBe(cause.message);
    expect(logged.cause).not.toHaveProperty('detail');
    expect(text).not.toContain('neo@example.com');
    expect(text).not.toContain('argon2id');
    expect(logged).not.toHaveProperty('params');
  });

  it('passes other errors through unchanged', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toBe(error);
  });
});
