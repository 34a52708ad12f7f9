import type { Config } from '@react-router/dev/config';

// Server rendering on: `react-router build` writes dist/client (hashed assets the API serves) and
// dist/server/index.js (the server build the API's page plugin renders with).
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The route manifest (25 small routes) comes with the first page: no /__manifest requests while browsing.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
