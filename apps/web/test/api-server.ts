// Runs the real API for the browser tests in its own Node process: in-memory PGlite, seeded, on a random
// 127.0.0.1 port. Prints {"url": …} once listening; SIGTERM closes it.
import { createServer } from 'node:http';
import { productUpdateEventSchema } from '@keyshop/contracts';
import { broadcastStock } from '../../api/src/realtime/socket';
import { startTestApp } from '../../api/test/helpers';

const SEEDED_PRODUCTS = 40;

// The static fallback catalogue (/data/products.json) then lists the same products as the database.
const api = await startTestApp({
  products: SEEDED_PRODUCTS,
  env: { SEED_PRODUCTS: String(SEEDED_PRODUCTS) },
});

// For tests of what a page does with late or reordered updates: POST a productUpdate (any version) here and
// the API's sockets get it as sent. Text body, so the browser sends it without a CORS preflight.
const updates = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const event = productUpdateEventSchema.safeParse(json);
    if (event.success) broadcastStock(api.app.io, [event.data]);
    response.writeHead(event.success ? 204 : 400, { 'Access-Control-Allow-Origin': '*' }).end();
  });
});
await new Promise<void>((resolve) => updates.listen(0, '127.0.0.1', resolve));
const updatesAddress = updates.address();
if (!updatesAddress || typeof updatesAddress === 'string') throw new Error('no address');

const stop = async () => {
  updates.close();
  await api.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.stdout.write(
  `${JSON.stringify({ url: api.baseUrl, productUpdateUrl: `http://127.0.0.1:${updatesAddress.port}` })}\n`,
);
