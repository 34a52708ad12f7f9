import { Suspense } from 'react';
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

/** A page with a probe outside any Suspense boundary and one inside (React hydrates that one after the rest). */
const Page = ({ seen }: { seen: Record<string, boolean[]> }) => (
  <>
    <Probe name="page" seen={seen} />
    <Suspense>
      <Probe name="boundary" seen={seen} />
    </Suspense>
  </>
);

describe('useHydrated', () => {
  it('is false on the server and while hydrating, in a Suspense boundary too, then true', async () => {
    const seen: Record<string, boolean[]> = {};
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page seen={seen} />);
    expect(container.textContent).toBe('page: serverboundary: server');

    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, <Page seen={seen} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await expect.poll(() => container.textContent).toBe('page: hydratedboundary: hydrated');
    // The server's text was hydrated as it was (a mismatch would be a recoverable error), then switched.
    expect(recoverable).toEqual([]);
    expect(seen.page?.slice(0, 2)).toEqual([false, false]);
    expect(seen.boundary?.slice(0, 2)).toEqual([false, false]);

    // A component mounted once the page has hydrated (a client-side navigation) switches too.
    root.render(
      <>
        <Page seen={seen} />
        <Probe name="later" seen={seen} />
      </>,
    );
    await expect.poll(() => container.textContent).toBe('page: hydratedboundary: hydratedlater: hydrated');
    root.unmount();
  });
});
