import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { darkTheme, lightTheme } from './themes.css';

it('sets the colour scheme native controls and scrollbars follow, per theme', async () => {
  const screen = await render(
    <>
      <div className={lightTheme} data-testid="light" />
      <div className={darkTheme} data-testid="dark" />
    </>,
  );
  const scheme = (id: string) => getComputedStyle(screen.getByTestId(id).element()).colorScheme;
  expect(scheme('light')).toBe('light');
  expect(scheme('dark')).toBe('dark');
});
