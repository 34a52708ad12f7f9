import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { imageParams, productImage } from '../routes/catalogue-files';

/**
 * A picture travels inside a page twice (in the markup and in the loader data the page hydrates with), so only a
 * small one pays off against a request of its own.
 */
const INLINE_LIMIT = 4096;
const PRODUCT_IMAGE = /^\/images\/products\/(\d+)\/([\w.-]+)$/;
/** A picture file of the web app (e.g. `/slides/bonus.svg`); no segment can climb out of its folder. */
const APP_PICTURE = /^(?:\/[\w-]+)+\.(svg|png|jpg|webp)$/;
const types: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The page load context's `inlineImage`: a picture this store serves (a product's, or one of the web app's files
 * in `filesDir`) as a `data:` URL when it is small enough, else undefined.
 */
export function imageInliner(app: FastifyInstance, filesDir: string) {
  const appFile = async (type: string, src: string) => {
    const file = path.join(filesDir, src);
    const size = await stat(file).then(
      (stats) => stats.size,
      () => Infinity,
    );
    return size <= INLINE_LIMIT ? { type, bytes: await readFile(file) } : undefined;
  };
  // The web app's files are read once (every render of `/` asks for the first slide); the store's own pages name
  // them, never a visitor, so the few addresses fill this map.
  const appFiles = new Map<string, ReturnType<typeof appFile>>();
  const find = async (src: string) => {
    const product = PRODUCT_IMAGE.exec(src);
    if (product) {
      const params = imageParams.safeParse({ id: product[1], file: product[2] });
      return params.success ? productImage(app, params.data) : undefined;
    }
    const type = types[APP_PICTURE.exec(src)?.[1] ?? ''];
    if (!type) return undefined;
    let read = appFiles.get(src);
    if (!read) {
      read = appFile(type, src);
      appFiles.set(src, read);
      // A failed read is tried again by the next render.
      read.catch(() => appFiles.delete(src));
    }
    return read;
  };
  return async (src: string): Promise<string | undefined> => {
    // Inlining only spares a request: a picture that cannot be read keeps its address, the page renders.
    const image = await find(src).catch((err: unknown) => {
      app.log.warn({ err, src }, 'picture not inlined');
      return undefined;
    });
    if (!image || Buffer.byteLength(image.bytes) > INLINE_LIMIT) return undefined;
    return image.type === 'image/svg+xml'
      ? `data:${image.type},${encodeURIComponent(image.bytes.toString())}`
      : `data:${image.type};base64,${Buffer.from(image.bytes).toString('base64')}`;
  };
}
