import { apiPaths } from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

/** What a client that sends Content-Type on every call (or a hand-written curl) gets. */
forEachDriver('request bodies', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 5 });
  });
  afterAll(() => t.close());

  const verify = (token: string) => call(t, 'GET', apiPaths.verify, { token });
  /** A request with these headers and exactly this raw body (undefined: none at all). */
  const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    fetch(`${t.baseUrl}${path}`, { method, headers, body });

  describe('a route that needs no body', () => {
    it.each([
      ['application/json', undefined],
      ['application/json', ''],
      ['application/json; charset=utf-8', ''],
      ['text/plain', ''],
      ['application/xml', ''],
      ['multipart/form-data; boundary=x', undefined],
    ])('signs out with Content-Type %s and body %j', async (type, body) => {
      const s = await signUp(t, 'del');
      const res = await raw(
        'POST',
        apiPaths.logout,
        { 'content-type': type, authorization: `Bearer ${s.token}` },
        body,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Successfully signed out' });
      expect((await verify(s.token)).status).toBe(401);
    });

    it('keeps the session when the bearer token is missing or wrong, empty JSON body or not', async () => {
      const s = await signUp(t, 'keep');
      for (const authorization of [undefined, 'Bearer not.a.token']) {
        const res = await raw('POST', apiPaths.logout, {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        });
        expect(res.status).toBe(401);
      }
      expect((await verify(s.token)).status).toBe(200);
    });

    it('answers a GET with Content-Type and no body normally', async () => {
      const res = await raw('GET', `${apiPaths.products}/1`, { 'content-type': 'application/json' });
      expect(res.status).toBe(200);
    });

    it('still refuses malformed JSON that was sent, and signs nothing out', async () => {
      const s = await signUp(t, 'bad');
      const res = await call(t, 'POST', apiPaths.logout, { token: s.token, body: '{"confirm":' });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.stringMatching(/JSON/i));
      expect((await verify(s.token)).status).toBe(200);
    });
  });

  describe('a route that needs a body', () => {
    it.each([
      ['no body', undefined],
      ['an empty body', ''],
      ['malformed JSON', '{"username": '],
      ['JSON that is not an object', '"alice"'],
    ])('answers 400 with a message for %s', async (_case, body) => {
      const s = await signUp(t, 'prof');
      const res = await raw(
        'PUT',
        apiPaths.profile,
        { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
        body,
      );
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: unknown };
      expect(answer.message).toEqual(expect.stringMatching(/\w/));
      expect((await verify(s.token)).body.user.username).toBe(s.user.username);
    });
  });

  describe('search text', () => {
    it.each([
      ['5,000 characters', 'a'.repeat(5_000)],
      ['Unicode', 'ゼルダの伝説 🎮 Ωmega café'],
      ['%', '%'],
      ['_', '_'],
      ['\\', '\\'],
      ['regular-expression characters', '.*+?^${}()|[]\\/'],
      ['a lone surrogate', '\ud800x'],
      ['only spaces', '     '],
    ])('answers %s with results or a 4xx, never a 5xx', async (_case, search) => {
      const res = await fetch(`${t.baseUrl}${apiPaths.products}?${new URLSearchParams({ search })}`);
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as { success?: boolean; results?: unknown[]; message?: string };
      if (res.status === 200) expect(body.results).toEqual(expect.any(Array));
      else expect(body.message).toEqual(expect.any(String));
    });
  });
});
