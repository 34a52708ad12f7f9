import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Tooltip.stories';

// The stories are the fixtures: the activation period hint on an icon button.
const { Playground } = composeStories(stories);

const trigger = () => page.getByRole('button', { name: 'Activation period' });

describe('Tooltip', () => {
  it('shows on keyboard focus as the description and hides on Escape, the focus staying (APG tooltip)', async () => {
    await renderAndPlay(Playground);
  });

  it('hides when the focus moves on', async () => {
    await render(
      <>
        <Playground />
        <button type="button">Next control</button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next control' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    await render(<Playground delayDuration={0} />);
    await trigger().hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Activate within 30 days of purchase');
  });
});
