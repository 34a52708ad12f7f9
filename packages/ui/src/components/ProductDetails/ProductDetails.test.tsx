import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './ProductDetails.stories';

// The stories are the fixtures: Elden Ring's detail page, in the wishlist, low on stock, sold out, and sparse.
const { Playground, InWishlist, OnSale, RegionWarning, LowStock, SoldOut, Sparse } = composeStories(stories);

describe('ProductDetails', () => {
  it('shows every field of the product', async () => {
    await render(<Playground product={{ ...Playground.args.product!, price: '29.9' }} />);
    await expect.element(page.getByText('€29.90')).toBeVisible();
    await expect.element(page.getByText('An action RPG in a vast, dark fantasy world.')).toBeVisible();
    await expect.element(page.getByRole('img', { name: /96/ })).toBeVisible();
    for (const heading of ['Description', 'Details', 'System requirements', 'Activation details']) {
      await expect.element(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect.element(page.getByText('Activates worldwide').first()).toBeVisible();
    await expect.element(page.getByText('FromSoftware')).toBeVisible();
    await expect.element(page.getByText('Action, RPG')).toBeVisible();
    await expect.element(page.getByText('English, German, French')).toBeVisible();
    await expect.element(page.getByText('Memory')).toBeVisible();
    await expect.element(page.getByRole('link', { name: /help\.steampowered\.com/ })).toBeVisible();
  });

  it('adds to the cart and toggles the wishlist, reporting the product', async () => {
    await renderAndPlay(Playground);
  });

  it('says "Saved" on the pressed wishlist toggle and "Save to wishlist" again once it is released', async () => {
    const screen = await renderAndPlay(InWishlist);
    await screen.rerender(<InWishlist inWishlist={false} />);
    await expect
      .element(page.getByRole('button', { name: 'Save to wishlist', pressed: false }))
      .toBeVisible();
  });

  it('keeps the price the largest thing in the buy box on sale', async () => {
    await renderAndPlay(OnSale);
  });

  it('shows a notice before the buy box actions', async () => {
    await renderAndPlay(RegionWarning);
  });

  it('announces a stock change politely and cannot add a sold-out product', async () => {
    const screen = await render(<LowStock />);
    await expect.element(page.getByRole('status')).toHaveTextContent(/7/);
    await screen.rerender(<LowStock product={SoldOut.args.product} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Sold out');
    // The sold-out story's play: Add to cart is disabled.
    await SoldOut.play!({ canvasElement: screen.container, args: SoldOut.args });
  });

  it('takes the texts of the parts it draws through its labels: gallery, price, stock notice, Metacritic', async () => {
    await render(
      <SoldOut
        product={{ ...SoldOut.args.product!, price: 'n/a' }}
        labels={{
          cover: 'Titelbild',
          unavailable: 'Preis unbekannt',
          soldOut: 'Ausverkauft',
          score: (score) => `Metascore ${score}`,
        }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Titelbild' })).toBeVisible();
    await expect.element(page.getByText('Preis unbekannt')).toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Ausverkauft');
    await expect.element(page.getByRole('img', { name: 'Metascore 96' })).toBeVisible();
  });

  it('says "Not stated" for empty lists and leaves out absent sections', async () => {
    await render(<Sparse activationRegions={['Europe']} />);
    await expect.element(page.getByText('Not stated').first()).toBeVisible();
    await expect.element(page.getByText('Activates in: Europe').first()).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'System requirements' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Activation details' })).not.toBeInTheDocument();
  });
});
