import { Transform } from 'node:stream';

const headEnd = Buffer.from('</head>');

/**
 * React Router preloads every module a page hydrates with at the browser's high priority, so ~150 kB of scripts
 * compete with the stylesheet and the first cover for the connection. The page arrives rendered, so its scripts
 * can wait: they are preloaded at low priority, as React preloads its own bootstrap modules. React Router has no
 * option for it, so the document's head is rewritten as it streams out; the body passes untouched.
 */
export function lowerModulePreloadPriority(): Transform {
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
      this.push(rewrite(buffered.subarray(0, end)));
      callback(null, buffered.subarray(end));
    },
    flush(callback) {
      callback(null, head.length ? rewrite(Buffer.concat(head)) : undefined);
    },
  });
}
