import { z } from 'zod/mini';

// zod otherwise probes `new Function` once, which the store's Content-Security-Policy (script-src 'self')
// reports. Imported by every module that parses (the API client, the stored values' schemas).
z.config({ jitless: true });
