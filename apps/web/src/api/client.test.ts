import { apiPaths, healthResponseSchema, productListResponseSchema } from '@keyshop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError, apiFetch, setApiBaseUrl } from './client';

// Every call here goes over HTTP to the real API (started by test/global-setup.ts, proxied on this origin).

afterEach(() => {
  setApiBaseUrl('');
  vi.restoreAllMocks();
});

describe('apiFetch against the real API', () => {
  it('parses an answer with the given contract schema', async () => {
    await expect(apiFetch(apiPaths.health, { schema: healthResponseSchema })).resolves.toEqual({
      status: 'ok',
      database: true,
    });
  });

  it("rejects an answer of the wrong shape with 'Invalid response format' and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = apiFetch(apiPaths.health, { schema: productListResponseSchema });
    await expect(failure).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(failure).rejects.toMatchObject({ message: 'Invalid response format', status: 200 });
    expect(log).toHaveBeenCalled();
  });

  it('rejects a successful answer that is not JSON (an image) the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiFetch('/images/products/1/cover.svg', { schema: healthResponseSchema }),
    ).rejects.toMatchObject({
      message: 'Invalid response format',
    });
  });

  it("turns an error answer into an ApiError with the server's message, logging the data", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = apiFetch('/api/nope', { schema: healthResponseSchema, errorMessage: 'fallback' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(log).toHaveBeenCalledWith(
      'API error',
      expect.objectContaining({ status: 404, data: { message: 'Not found' } }),
    );
  });

  it('uses the fallback message when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setApiBaseUrl('http://127.0.0.1:9');
    await expect(
      apiFetch(apiPaths.health, { schema: healthResponseSchema, errorMessage: 'Failed to fetch products' }),
    ).rejects.toMatchObject({ status: 0, message: 'Failed to fetch products' });
  });
});
