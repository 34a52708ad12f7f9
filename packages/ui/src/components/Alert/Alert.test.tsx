import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Alert.stories';

// The stories are the fixtures: the four variants, the failed payment with its action, the refund notice.
const { Playground, Variants, WithAction, Dismissible, Live } = composeStories(stories);

describe('Alert', () => {
  it('is a plain banner (no role) unless it is live', async () => {
    await render(<Playground />);
    await expect.element(page.getByText('Keys bought today')).toBeVisible();
    expect(document.querySelector('[role="alert"], [role="status"]')).toBeNull();
    await renderAndPlay(Live);
    await render(<Playground live />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Keys bought today');
  });

  it('marks each variant in data-variant', async () => {
    const screen = await render(<Variants />);
    const variants = [...screen.container.querySelectorAll('[data-variant]')].map((el) =>
      el.getAttribute('data-variant'),
    );
    expect(variants).toEqual(['info', 'success', 'warning', 'danger']);
  });

  it('reaches its action and dismiss button with Tab; Enter dismisses', async () => {
    const onDismiss = fn();
    await render(<WithAction onDismiss={onDismiss} labels={{ dismiss: 'Close message' }} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('calls onDismiss from its button', async () => {
    await renderAndPlay(Dismissible);
  });
});
