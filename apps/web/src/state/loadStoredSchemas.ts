/**
 * zod and the contracts weigh ~10 kB gzip: the schemas of the stored values load beside the first page, not in
 * it, starting as soon as the app does. Stored values read through them once they arrive (see `storage.ts`).
 */
const loadedSchemas = import('./storedSchemas').then((module) => module.storedSchemas);

export const storedSchema = <K extends keyof Awaited<typeof loadedSchemas>>(name: K) =>
  loadedSchemas.then((schemas) => schemas[name]);
