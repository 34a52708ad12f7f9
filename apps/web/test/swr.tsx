import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Each render gets its own SWR cache, so tests never see each other's data. */
export function FreshSWR({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}
