import { createReadableStreamFromReadable } from '@react-router/node';
import type { PageLoadContext } from '@keyshop/contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { rewriteHead } from './documentHead.server';
import { headScripts } from './headScripts.server';
// The store's whole CSS, as text in the server build alone: every document carries it in its head. The store
// opts into the library's reset (body, media, headings) before the components' styles.
import reset from '@keyshop/ui/reset.css?inline';
import components from '@keyshop/ui/styles.css?inline';

// For scripts/check-budgets.mjs, which weighs what every document carries.
export const stylesheet = reset + components;

declare module 'react-router' {
  /** What the API process hands every render (its page seam, apps/api/src/http/pages.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the contract's shape, under React Router's name
  interface AppLoadContext extends PageLoadContext {}
}

/** Deferred data still pending after this long is rejected (and the stream ends a second later). */
export const streamTimeout = 5_000;

/**
 * Renders the whole page before it is sent: the API allows its inline scripts by their hashes in the CSP
 * header, which leaves before the body. The head carries the stylesheet and the inline scripts, and the scripts'
 * preloads wait behind the covers (see `rewriteHead`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = rewriteHead(stylesheet, headScripts);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are rendered again by React Router with the error boundary.
          if (!shellRendered) return;
          console.error(error);
          loadContext.onRenderError?.();
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
