import type { AppLoadContext } from 'react-router';
import type { InlinePictures } from './productView';

/**
 * Which of `srcs` the page can carry inside its HTML (the small ones). A page passes its largest picture, so its
 * largest paint needs no request after the document's. A client-side navigation loads pictures by their address
 * as usual, so this stays out of the browser's code: loaders hand it to the page's load function.
 */
export async function inlinePictures(
  context: AppLoadContext,
  srcs: readonly (string | null | undefined)[],
): Promise<InlinePictures> {
  const found = await Promise.all(
    srcs.map(async (src) => (src ? ([src, await context.inlineImage(src)] as const) : undefined)),
  );
  return Object.fromEntries(found.filter((entry) => entry?.[1] !== undefined) as [string, string][]);
}
