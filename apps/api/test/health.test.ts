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
    await other.app.close().catch(() => {});
  });
});
