import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductDetails } from './ProductDetails';
import { sampleProductDetails } from './ProductDetails.fixtures';

describe('ProductDetails', () => {
  it('shows every field of the product', async () => {
    await render(
      <ProductDetails product={sampleProductDetails({ price: '29.9' })} activationRegions="worldwide" />,
    );
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

  it('adds to the cart and toggles the wishlist, showing the pressed state', async () => {
    const onAddToCart = vi.fn();
    const onToggleWishlist = vi.fn();
    const product = sampleProductDetails();
    const screen = await render(
      <ProductDetails product={product} onAddToCart={onAddToCart} onToggleWishlist={onToggleWishlist} />,
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    expect(onAddToCart).toHaveBeenCalledWith(product);
    expect(onToggleWishlist).toHaveBeenCalledWith(product);
    await screen.rerender(<ProductDetails product={product} inWishlist />);
    await expect
      .element(page.getByRole('button', { name: 'In wishlist' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('announces a stock change politely and cannot add a sold-out product', async () => {
    const screen = await render(
      <ProductDetails product={sampleProductDetails({ stock: 50, stockTotal: 50 })} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent(/50/);
    await screen.rerender(<ProductDetails product={sampleProductDetails({ stock: 0, stockTotal: 0 })} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Sold out');
    await expect.element(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('takes the texts of the parts it draws through its labels: gallery, price, stock notice, Metacritic', async () => {
    await render(
      <ProductDetails
        product={sampleProductDetails({ stock: 0, stockTotal: 0, price: 'n/a' })}
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
    await render(
      <ProductDetails
        product={sampleProductDetails({ developers: [], systemRequirements: [], activationDetails: '' })}
        activationRegions={['Europe']}
      />,
    );
    await expect.element(page.getByText('Not stated')).toBeVisible();
    await expect.element(page.getByText('Activates in: Europe').first()).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'System requirements' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Activation details' })).not.toBeInTheDocument();
  });
});
