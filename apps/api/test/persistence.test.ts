import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productDetailResponseSchema } from '@keyshop/contracts';
import { afterAll, expect, it } from 'vitest';
import { setStock, startTestApp } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function qtyOf(baseUrl: string, id: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/kinguin/products/${id}`);
  return productDetailResponseSchema.parse(await res.json()).result.qty;
}

it('keeps the data of a PGlite DATA_DIR across a restart', async () => {
  // The parent folders do not exist yet: the data layer creates them.
  const dataDir = path.join(dir, 'nested', 'pglite');
  const first = await startTestApp({ products: 5, dataDir });
  await setStock(first, 1, 4);
  expect(await qtyOf(first.baseUrl, 1)).toBe(4);
  await first.close();

  const second = await startTestApp({ products: 5, dataDir });
  expect(await qtyOf(second.baseUrl, 1)).toBe(4);
  const list = (await (await fetch(`${second.baseUrl}/api/kinguin/products`)).json()) as { total: number };
  expect(list.total).toBe(5);
  await second.close();
}, 120_000);
