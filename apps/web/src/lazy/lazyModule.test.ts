import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenIdleInTurn } from './lazyModule';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback'] });
});
afterEach(() => vi.useRealTimers());

/** Runs the timers and idle callbacks due within `ms`, letting each finished task start the next. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('deferred parts (whenIdleInTurn)', () => {
  it('leave the page alone until it has settled, then load one after another', async () => {
    const order: string[] = [];
    const task = (name: string) => () => Promise.resolve(order.push(name));
    const cancel = whenIdleInTurn([task('menus'), task('toaster')]);

    await advance(SETTLE_MS - 100);
    expect(order).toEqual([]); // the browser has been idle, but the page may still be waiting for its data
    await advance(100 + 2000 + 2000);
    expect(order).toEqual(['menus', 'toaster']);
    cancel();
  });

  it('start at the first interaction when it comes sooner', async () => {
    const task = vi.fn(() => Promise.resolve());
    const cancel = whenIdleInTurn([task]);
    await advance(100);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await advance(2000);
    expect(task).toHaveBeenCalledOnce();
    cancel();
  });

  it('run nothing once cancelled (the layout unmounted)', async () => {
    const task = vi.fn(() => Promise.resolve());
    whenIdleInTurn([task])();
    window.dispatchEvent(new Event('scroll'));
    await advance(SETTLE_MS + 5000);
    expect(task).not.toHaveBeenCalled();
  });
});
