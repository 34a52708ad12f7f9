import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

/** Writes what useHydrated says, and records it on every render. */
function Probe({ name, seen }: { name: string; seen: Record<string, boolean[]> }) {
  const hydrated = useHydrated();
  (seen[name] ??= []).push(hydrated);
  return <p>{`${name}: ${hydrated ? 'hydrated' : 'server'}`}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true after, and later mounts start true', async () => {
    const seen: Record<string, boolean[]> = {};
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe name="page" seen={seen} />);
    expect(container.textContent).toBe('page: server');

    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, <Probe name="page" seen={seen} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await expect.poll(() => container.textContent).toBe('page: hydrated');
    // The server's text was hydrated as it was (a mismatch would be a recoverable error), then switched.
    expect(recoverable).toEqual([]);
    expect(seen.page?.slice(0, 2)).toEqual([false, false]);
    // The moment is marked once, for the benchmark to read.
    expect(performance.getEntriesByName('hydrated', 'mark')).toHaveLength(1);

    // A component mounted once the page has hydrated (a client-side navigation) never shows the server form.
    root.render(
      <>
        <Probe name="page" seen={seen} />
        <Probe name="later" seen={seen} />
      </>,
    );
    await expect.poll(() => container.textContent).toBe('page: hydratedlater: hydrated');
    expect(seen.later).toEqual([true]);
    expect(performance.getEntriesByName('hydrated', 'mark')).toHaveLength(1);
    root.unmount();
  });
});
