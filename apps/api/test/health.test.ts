import { PassThrough } from 'node:stream';
import { healthResponseSchema } from '@keyshop/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

forEachDriver('health', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 5 });
  });
  afterAll(() => t.close());

  it('answers ok while the database is reachable', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(await res.json())).toEqual({ status: 'ok', database: true });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await fetch(`${t.baseUrl}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('answers 503 degraded once the database is gone', async () => {
    const other = await startTestApp({ driver, products: 0 });
    await other.db.close();
    const res = await fetch(`${other.baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'degraded', database: false });
    await other.close();
  });

  it('logs each answered request once, with its method, URL, status and time, and no credentials', async () => {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      ),
    );
    const logged = await startTestApp({ driver, products: 0, logStream: stream });
    await fetch(`${logged.baseUrl}/api/health`, { headers: { authorization: 'Bearer secret-token' } });
    await logged.close();
    const requests = lines.filter((line) => line.req !== undefined);
    expect(requests).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});
