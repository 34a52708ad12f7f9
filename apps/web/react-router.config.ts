import type { Config } from '@react-router/dev/config';

// Server rendering on: `react-router build` writes dist/client (hashed assets the API serves) and
// dist/server/index.js (the server build the API's page plugin renders with).
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
