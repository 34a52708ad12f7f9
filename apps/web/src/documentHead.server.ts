import { Transform } from 'node:stream';

const headEnd = Buffer.from('</head>');

/**
 * The document's head as it streams out, rewritten where React Router has no option for it; the body passes
 * untouched.
 * - The stylesheet comes inside the head (a `<style>` at its end), so the first paint waits for no request of
 *   its own. No route links it (root.tsx), so hydration has no `<link>` to match: React leaves the extra
 *   element of the head alone, and it stays for every client-side navigation.
 * - After it, the document's inline scripts (`headScripts.server.ts`: the theme, the prices' warm-up, the click
 *   replay), left alone the same way.
 * - React Router preloads every module a page hydrates with at the browser's high priority, so all of a page's
 *   scripts compete with the first cover for the connection. The page arrives rendered, so its scripts can
 *   wait: they are preloaded at low priority, as React preloads its own bootstrap modules.
 */
export function rewriteHead(stylesheet: string, scripts: string): Transform {
  let head: Buffer[] = [];
  let inHead = true;
  const rewrite = (bytes: Buffer) =>
    bytes
      .toString('utf8')
      .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      head.push(chunk);
      const buffered = Buffer.concat(head);
      // Searched again from the start: the head is one chunk in practice, and `</head>` may straddle two.
      const end = buffered.indexOf(headEnd);
      if (end === -1) return callback();
      inHead = false;
      head = [];
      // The cut falls before an ASCII tag, so the head decodes whole.
      this.push(`${rewrite(buffered.subarray(0, end))}<style>${stylesheet}</style>${scripts}`);
      callback(null, buffered.subarray(end));
    },
    flush(callback) {
      callback(null, head.length ? rewrite(Buffer.concat(head)) : undefined);
    },
  });
}
