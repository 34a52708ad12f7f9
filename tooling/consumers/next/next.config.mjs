// A Next.js App Router store using @keyshop/ui as any other store would (the packed tarball, extracted into this
// folder's node_modules by packages/ui/test/next.node.test.ts). Next, React and the package's dependencies
// resolve from the repository's node_modules.
import { fileURLToPath } from 'node:url';

export default {
  turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) },
  devIndicators: false,
};
