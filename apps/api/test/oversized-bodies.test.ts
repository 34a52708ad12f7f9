import { Agent, request } from 'node:http';
import { adminApiPaths, apiPaths } from '@keyshop/contracts';
import { COVER_MAX_BYTES } from '@keyshop/contracts/admin-products';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { signUp, type Session } from './api';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

/** Every request on one kept-alive connection: a 413 must leave it usable for the next request. */
const oneConnection = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends `size` bytes with Transfer-Encoding: chunked (no Content-Length, so the server learns the size only as it
 * reads) in 64 kB chunks, and answers the status and body of the reply, or the socket error if there is none.
 */
function sendChunked(
  url: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      agent: oneConnection,
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // A write after the answer may fail once the server stops reading: the answer is what counts.
    req.on('error', (error) => answered || reject(error));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (sent < size && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

forEachDriver('oversized bodies', (driver) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 2 });
    admin = await signUp(t, 'admin');
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  });
  afterAll(async () => {
    oneConnection.destroy();
    await t.close();
  });

  const auth = () => ({ authorization: `Bearer ${admin.token}` });
  it.each([
    [
      'a cover image',
      () => adminApiPaths.cover(1),
      'image/png',
      COVER_MAX_BYTES,
      'The image is larger than 2 MB',
    ],
    ['a JSON body', () => adminApiPaths.products, 'application/json', 64 * 1024, ''],
    ['a JSON body of a public route', () => apiPaths.contact, 'application/json', 64 * 1024, ''],
  ])(
    '%s sent chunked over the limit answers 413 with the usual JSON error',
    async (_, path, type, max, message) => {
      const answer = await sendChunked(
        `${t.baseUrl}${path()}`,
        { ...auth(), 'content-type': type },
        max + 256 * 1024,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringContaining(message) });
      // The store goes on answering on new connections.
      expect((await fetch(`${t.baseUrl}${apiPaths.health}`)).status).toBe(200);
    },
  );
});
