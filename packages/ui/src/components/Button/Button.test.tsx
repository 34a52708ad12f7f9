import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { Button } from './Button';
import * as stories from './Button.stories';

// The stories are the fixtures: Add to cart, Placing order (loading), Continue Shopping as a link.
const { Playground, Loading, LoadingKeepsFocus, AsChildOverText, AsLink, LongTextOnPhone } =
  composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const onClick = fn();
    await render(<Playground onClick={onClick} />);
    const button = page.getByRole('button', { name: 'Add to cart' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    await expect.element(button).toHaveAttribute('type', 'button');
  });

  it('is busy and inert while loading, keeping its accessible name', async () => {
    const onClick = fn();
    await render(<Loading onClick={onClick} />);
    const button = page.getByRole('button', { name: 'Placing order' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.element()).toHaveProperty('disabled', false);
    await expect.element(button).toHaveAttribute('data-state', 'loading');
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus when it starts loading while focused (aria-disabled, not disabled)', async () => {
    await renderAndPlay(LoadingKeepsFocus);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Place order' })).toHaveFocus();
  });

  it('stays a button when asChild is set over a text label', async () => {
    await renderAndPlay(AsChildOverText);
  });

  it('renders its child as the element when asChild is set, and keeps a disabled link inert', async () => {
    const onClick = fn();
    await render(<AsLink disabled onClick={onClick} />);
    const link = page.getByRole('link', { name: 'Continue Shopping' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await expect.element(link).toHaveAttribute('data-variant', 'secondary');
    await link.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe('#products');
  });

  // Layout inside a sentence, next to a plain button: no designer state of its own, a direct render.
  it('sits in running text as a link: no padding, no control height', async () => {
    await render(
      <p>
        Read our <Button variant="link">terms</Button> or <Button>agree</Button>
      </p>,
    );
    const link = page.getByRole('button', { name: 'terms' }).element();
    const button = page.getByRole('button', { name: 'agree' }).element();
    expect(getComputedStyle(link).paddingLeft).toBe('0px');
    expect(link.getBoundingClientRect().height).toBeLessThan(button.getBoundingClientRect().height);
  });

  it('wraps a long label inside a 360 px page instead of scrolling it sideways', async () => {
    await page.viewport(360, 740);
    try {
      await renderAndPlay(LongTextOnPhone);
      const button = page.getByRole('button').element();
      expect(button.getBoundingClientRect().height).toBeGreaterThan(40);
    } finally {
      await page.viewport(414, 896);
    }
  });
});
