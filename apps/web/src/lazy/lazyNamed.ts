import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: the component loads, as its own chunk, when it first renders. */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
