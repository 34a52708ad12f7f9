import { darkTheme, lightTheme } from '@keyshop/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { createTheme } from './theme';

const root = document.documentElement;
const classes = () => ({
  dark: root.classList.contains(darkTheme),
  light: root.classList.contains(lightTheme),
});

afterEach(() => commands.emulateColorScheme('light'));

describe('theme', () => {
  it('starts from the stored darkMode choice over the system preference', async () => {
    await commands.emulateColorScheme('light');
    localStorage.setItem('darkMode', 'true');
    const theme = createTheme();
    expect(theme.get()).toEqual({ dark: true, source: 'user' });
    const stop = theme.apply();
    expect(classes()).toEqual({ dark: true, light: false });
    stop();
  });

  it('without a choice follows the system, live, until the shopper picks one', async () => {
    await commands.emulateColorScheme('dark');
    const theme = createTheme();
    const stop = theme.apply();
    expect(theme.get()).toEqual({ dark: true, source: 'system' });

    await commands.emulateColorScheme('light');
    await expect.poll(() => theme.get().dark).toBe(false);
    expect(classes()).toEqual({ dark: false, light: true });

    theme.toggle();
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(classes()).toEqual({ dark: true, light: false });

    await commands.emulateColorScheme('dark');
    await commands.emulateColorScheme('light');
    // The stored choice wins from now on.
    expect(theme.get()).toEqual({ dark: true, source: 'user' });
    stop();
  });

  it('ignores an unreadable stored value', async () => {
    await commands.emulateColorScheme('dark');
    localStorage.setItem('darkMode', 'maybe');
    expect(createTheme().get()).toEqual({ dark: true, source: 'system' });
  });
});
