import { createReadableStreamFromReadable } from '@react-router/node';
import type { PageLoadContext } from '@keyshop/contracts';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { lowerModulePreloadPriority } from './modulePreloadPriority.server';

declare module 'react-router' {
  /** What the API process hands every render (its page seam, apps/api/src/http/pages.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the contract's shape, under React Router's name
  interface AppLoadContext extends PageLoadContext {}
}

/** Deferred data still pending after this long is rejected (and the stream ends a second later). */
export const streamTimeout = 5_000;

/**
 * Streams the page: browsers get the shell as soon as it is ready and the rest as it resolves; crawlers get
 * the whole page at once. Every inline script carries the response's CSP nonce; the scripts' preloads wait
 * behind the stylesheet and the covers (see `lowerModulePreloadPriority`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce } = loadContext;
  const userAgent = request.headers.get('user-agent');
  const readyEvent = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = lowerModulePreloadPriority();
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
