import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../src/errors';
import { registerErrorHandling } from '../src/http/errors';

const expected: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

describe('domain errors over HTTP', () => {
  const app = Fastify();
  let base = '';
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get<{ Params: { kind: DomainErrorKind } }>('/fail/:kind', async (request) => {
      const { kind } = request.params;
      throw new DomainError(
        kind,
        `failed as ${kind}`,
        { field: 'x' },
        kind === 'rate_limited' ? 42 : undefined,
      );
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it.each(Object.entries(expected))('%s answers %i with the message and details', async (kind, status) => {
    const answer = await fetch(`${base}/fail/${kind}`);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toEqual({ field: 'x', message: `failed as ${kind}` });
    expect(answer.headers.get('retry-after')).toBe(kind === 'rate_limited' ? '42' : null);
  });
});

describe('business code knows no HTTP', () => {
  const businessDirs = ['services', 'payments', 'keys', 'catalogue', 'mail', 'realtime', 'db'];
  it.each(businessDirs)('src/%s imports nothing from src/http', async (dir) => {
    const root = join(import.meta.dirname, '../src', dir);
    const files = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.ts'));
    const offenders = [];
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      if (/from '(\.\.\/)+http\//.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
