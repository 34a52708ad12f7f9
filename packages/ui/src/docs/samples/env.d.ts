// What a Next.js (next-env.d.ts) or Vite (vite/client) app declares: stylesheet imports.
declare module '*.css';
