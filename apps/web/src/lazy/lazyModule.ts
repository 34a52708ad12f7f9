import { useSyncExternalStore } from 'react';

/** A module loaded on demand, once for the app, that components can wait for without suspending. */
export interface LazyModule<T> {
  /** Starts loading (at most once; again after a failure, e.g. offline). */
  load(): void;
  /** The module, once loaded. */
  get(): T | undefined;
  /** Resolves with the module (loading it first if needed). */
  ready(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const ready = () =>
    (pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    // A failed load leaves the placeholder in place; the next interaction tries again.
    load: () => void ready().catch(() => {}),
    get: () => loaded,
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once loaded (re-renders then), else undefined. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.get);
}

/**
 * Runs `task` once the page has loaded and the browser is then idle (at the latest `timeout` ms after the
 * load), so deferred modules never compete with the page's own chunks, data and images; a plain timer where
 * requestIdleCallback is missing (Safari). Returns a cancel function.
 */
function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** How long after the load event the page's own chunks, data and images have the network and CPU to themselves. */
export const SETTLE_MS = 2000;
/** Any of these means somebody is using the page: its deferred parts should be ready. */
const interactions = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls `start` once the page has settled: `SETTLE_MS` after the load event, or at the first interaction if that
 * comes sooner. An idle moment alone is not enough: the browser idles while the page waits for its data, and
 * work started then delays the largest paint. Returns a cancel function.
 */
function whenSettled(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    timer = setTimeout(go, SETTLE_MS);
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    for (const type of interactions) window.removeEventListener(type, go, { capture: true });
  };
  function go() {
    stop();
    start();
  }
  for (const type of interactions) window.addEventListener(type, go, { capture: true, passive: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return stop;
}

/**
 * Once the page has settled (see `whenSettled`), runs the tasks one per idle period (see `whenIdle`), each once
 * the previous one has settled, so every deferred module is evaluated and mounted in a short task of its own
 * instead of all in one long task. Returns a cancel function.
 */
export function whenIdleInTurn(tasks: readonly (() => Promise<unknown>)[]): () => void {
  let cancelled = false;
  let cancel = () => {};
  const run = (index: number) => {
    const task = tasks[index];
    if (cancelled || !task) return;
    cancel = whenIdle(() => {
      void task()
        .catch(() => {}) // a failed load keeps its placeholder; the next interaction tries again
        .then(() => run(index + 1));
    });
  };
  cancel = whenSettled(() => run(0));
  return () => {
    cancelled = true;
    cancel();
  };
}
