// Runs the real API for the browser tests in its own Node process: in-memory PGlite, seeded, on a random
// 127.0.0.1 port. Prints {"url": …} once listening; SIGTERM closes it.
import { startTestApp } from '../../api/test/helpers';

const SEEDED_PRODUCTS = 40;

// The static fallback catalogue (/data/products.json) then lists the same products as the database.
const api = await startTestApp({
  products: SEEDED_PRODUCTS,
  env: { SEED_PRODUCTS: String(SEEDED_PRODUCTS) },
});

const stop = async () => {
  await api.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
process.stdout.write(`${JSON.stringify({ url: api.baseUrl })}\n`);
