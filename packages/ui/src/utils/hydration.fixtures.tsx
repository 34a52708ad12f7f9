import { act, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** React's `act`, told it runs in a test (as vitest-browser-react's `render` does for its own calls). */
async function inAct(callback: () => void) {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => callback());
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

export interface VisitorOnServerHtml {
  /** What a visitor does to the server's HTML before the page's scripts run. */
  before?: (container: HTMLElement) => void;
  /** What a visitor does right after `hydrateRoot`, while React has yet to hydrate (their event wakes it). */
  during?: (container: HTMLElement) => void;
}

/**
 * `element` rendered to HTML as a server would, acted on by a visitor on a slow phone, then hydrated; returns once
 * hydration and its effects are done, with an `unmount` that removes it again.
 */
export async function hydrateServerHtml(element: ReactElement, visitor: VisitorOnServerHtml = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  visitor.before?.(container);
  let root: Root | undefined;
  await inAct(() => {
    root = hydrateRoot(container, element);
    visitor.during?.(container);
  });
  const unmount = async () => {
    await inAct(() => root?.unmount());
    container.remove();
  };
  return { container, unmount };
}

/** Renders `children()`, then at once again after hydrating, as a router does: the render after hydration. */
export function RendersAgain({ children }: { children: () => ReactNode }) {
  const [, setRendered] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is what this stands for
  useLayoutEffect(() => setRendered(true), []);
  return children();
}
