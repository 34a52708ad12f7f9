import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { rewriteHead } from './documentHead.server';

const stylesheet = 'body{margin:0}.é::after{content:"→"}';
const scripts = '<script>theme()</script><script>replay()</script>';
/** The document streamed through the rewrite in the given pieces (bytes, so a character can be cut in two). */
const streamed = (pieces: Buffer[]) => text(Readable.from(pieces).pipe(rewriteHead(stylesheet, scripts)));
const cutAt = (bytes: Buffer, cuts: number[]) =>
  [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i ? ends[i - 1] : 0, end));

const head =
  '<html><head><title>Café</title><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/page.js"/>' +
  '<meta name="description" content="Keys"/></head>';
const body = '<body><pre><link rel="modulepreload" href="/quoted.js"/> é</pre></body></html>';

describe('rewriteHead', () => {
  it("preloads the head's modules at low priority, ends the head with the stylesheet and the scripts, and leaves every other tag and the body as they were", async () => {
    expect(await streamed([Buffer.from(head + body)])).toBe(
      '<html><head><title>Café</title><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchPriority="low" href="/assets/page.js"/>' +
        `<meta name="description" content="Keys"/><style>${stylesheet}</style>${scripts}</head>` +
        body,
    );
  });

  it('gives the same document however the stream is cut: inside a tag, inside </head>, inside a character', async () => {
    const whole = Buffer.from(head + body);
    const expected = await streamed([whole]);
    const inTag = whole.indexOf('modulepreload') + 4;
    const inHeadEnd = whole.indexOf('</head>') + 3;
    const inCharacter = whole.indexOf('é') + 1;
    for (const cuts of [[inTag], [inHeadEnd], [inCharacter], [inCharacter, inTag, inHeadEnd]])
      expect(await streamed(cutAt(whole, cuts)), `cut at ${cuts.join(', ')}`).toBe(expected);
    expect(await streamed([...whole].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('rewrites a document that never closes its head (a failed render) when the stream ends', async () => {
    expect(await streamed([Buffer.from('<head><link rel="modulepreload" href="/x.js"/>')])).toBe(
      '<head><link rel="modulepreload" fetchPriority="low" href="/x.js"/>',
    );
  });
});
