import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './CartDropdown.stories';

// The stories are the fixtures and their play functions the first steps: the three-line cart, one line, many
// lines, the empty cart, and the panel the app opens after "Add to cart".
const { Playground, OneLine, ManyLines, Empty, OpenedByTheApp, FocusReturnsToOpener } =
  composeStories(stories);

const dialog = () => page.getByRole('dialog', { name: 'Shopping Cart' });

describe('CartDropdown', () => {
  it('shows the total quantity on its trigger, opens a named panel with a two-decimal subtotal, and changes quantities (minus disabled at 1)', async () => {
    await renderAndPlay(Playground);
  });

  it('removes a line, keeps the focus in the panel, and shows the empty state after the last one', async () => {
    const onRemove = fn();
    await renderAndPlay(OneLine, { onRemove });
    (page.getByRole('button', { name: 'Remove Elden Ring from cart' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledOnce();
    await expect.element(page.getByText('Your cart is empty.')).toBeVisible();
    await expect.element(dialog()).toHaveFocus();
    await expect
      .element(page.getByRole('link', { name: 'Continue Shopping' }))
      .toHaveAttribute('href', '#/products');
    await expect.element(page.getByText('Subtotal')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Cart', exact: true })).toBeInTheDocument();
  });

  it('is opened by the app, closes on Escape and outside click, and when a link is followed', async () => {
    const { container } = await render(
      <>
        <p>Blank page area</p>
        <OpenedByTheApp />
      </>,
    );
    await OpenedByTheApp.play!({ canvasElement: container });
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByText('Blank page area').click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /^Cart/ })).toHaveFocus();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('returns the focus to the button that opened it (e.g. Add to cart), not to the header icon', async () => {
    await renderAndPlay(FocusReturnsToOpener);
  });

  it('scrolls the list above 24rem and keeps the totals visible', async () => {
    await renderAndPlay(ManyLines);
  });

  it('takes its texts from labels', async () => {
    await render(
      <Empty
        defaultOpen
        labels={{ title: 'Warenkorb', empty: 'Leer.', continueShopping: 'Weiter einkaufen' }}
      />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Warenkorb' })).toHaveTextContent('Leer.');
    await expect
      .element(page.getByRole('link', { name: 'Weiter einkaufen' }))
      .toHaveAttribute('href', '#/products');
  });
});
