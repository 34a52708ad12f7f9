import { describe, expect, it, vi } from 'vitest';
import { notify, onNotifierNeeded, setNotifier } from './notify';

describe('notify', () => {
  it('keeps notices until the notifier is set, asks for it, then shows them in order and the next ones at once', () => {
    const request = vi.fn();
    onNotifierNeeded(request);
    notify.success('Added to cart');
    notify.error('Out of stock');
    expect(request).toHaveBeenCalled();

    const shown = vi.fn();
    const unregister = setNotifier(shown);
    expect(shown.mock.calls).toEqual([
      ['success', 'Added to cart'],
      ['error', 'Out of stock'],
    ]);
    notify.success('Item removed from cart');
    expect(shown).toHaveBeenLastCalledWith('success', 'Item removed from cart');
    expect(shown).toHaveBeenCalledTimes(3);

    // Unregistered (the toaster unmounted): notices wait again for the next notifier, none is lost.
    unregister();
    notify.error('Session expired');
    expect(shown).toHaveBeenCalledTimes(3);
    const next = vi.fn();
    setNotifier(next);
    expect(next.mock.calls).toEqual([['error', 'Session expired']]);
  });
});
