import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One migrated PGlite database per run, loaded by every PGlite test database (test/pglite-template.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts its own databases (PGlite takes ~1 s of CPU to boot); two cores → two files at a time.
    maxWorkers: 2,
    // A worker keeps its imports from file to file: with a fresh module graph per file, importing the API again
    // was a quarter of the suite's time (docs/benchmarks.md). The files share no state but the modules' own caches:
    // each builds its app and databases, and fakes the clock only inside try/finally.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
