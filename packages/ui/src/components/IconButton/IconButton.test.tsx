import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './IconButton.stories';

// The stories are the fixtures: the cart button (with and without a count), the wishlist highlight, the sizes and
// the wishlist link.
const { Playground, CountOverflow, Tones, Sizes, AsLink } = composeStories(stories);

describe('IconButton', () => {
  it('is named by its label and activates with the mouse and the keyboard', async () => {
    const onClick = fn();
    // The story's play: one click on "Cart".
    await renderAndPlay(Playground, { onClick });
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('puts the count into the accessible name and shows it capped in a badge', async () => {
    await render(<CountOverflow labels={{ count: (_, shown) => `${shown} keys` }} />);
    const button = page.getByRole('button', { name: 'Cart, 99+ keys' });
    await expect.element(button).toHaveTextContent('99+');
  });

  it('hides the badge for a zero count', async () => {
    await render(<Playground count={0} />);
    const button = page.getByRole('button', { name: 'Cart' });
    await expect.element(button).toHaveTextContent('');
  });

  it('turns into the danger colour when active', async () => {
    await render(<Tones />);
    const idle = page.getByRole('button', { name: 'Wishlist', exact: true }).element();
    const active = page.getByRole('button', { name: 'Wishlist, 2 items' }).element();
    expect(active.getAttribute('data-highlight')).toBe('true');
    expect(getComputedStyle(active).color).not.toBe(getComputedStyle(idle).color);
  });

  it('is a square of the control height in each size', async () => {
    await render(<Sizes />);
    const [small, medium] = page
      .getByRole('button', { name: 'Cart, 1 item' })
      .elements()
      .map((button) => button.getBoundingClientRect());
    expect([small!.width, small!.height]).toEqual([32, 32]);
    expect([medium!.width, medium!.height]).toEqual([40, 40]);
  });

  it('renders a link with the badge inside it when asChild is set', async () => {
    await renderAndPlay(AsLink);
  });
});
