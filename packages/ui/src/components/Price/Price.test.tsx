import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { currencySymbol, discountedFrom, formatPrice, parsePrice, savingPercent } from './prices';
import * as stories from './Price.stories';

// The stories are the fixtures: each documented state of a price.
const { NumericString, Discounted, OnSale, NoSaving, Unavailable, OtherCurrency } = composeStories(stories);

// Intl puts a narrow no-break space in some locales; compare with plain spaces.
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats euros with two decimals in the given locale (en-IE by default)', () => {
    expect(formatPrice(19.9)).toBe('€19.90');
    expect(formatPrice('1234.5')).toBe('€1,234.50');
    expect(plain(formatPrice(1234.5, 'de-DE'))).toBe('1.234,50 €');
    expect(formatPrice(0.005, 'en-IE')).toBe('€0.01');
  });

  it('formats another currency with its own sign and decimals', () => {
    expect(formatPrice(19.9, 'en-US', 'USD')).toBe('$19.90');
    expect(formatPrice(19.9, 'en-IE', 'USD')).toBe('US$19.90');
    expect(formatPrice(1299, 'ja-JP', 'JPY')).toBe('￥1,299');
    expect(currencySymbol()).toBe('€');
    expect(currencySymbol('GBP', 'en-GB')).toBe('£');
    expect(() => formatPrice(1, 'en-IE', 'euro')).toThrow(RangeError);
  });

  it('gives an em dash for missing or non-numeric values', () => {
    const tooLong = `1${'0'.repeat(400)}`; // digits only, but no finite number
    for (const value of [
      '',
      '  ',
      'abc',
      '12abc',
      '0x10',
      '1e3',
      '.',
      '1.2.3',
      '- 5',
      tooLong,
      Number.NaN,
      Infinity,
      null,
      undefined,
    ]) {
      expect(formatPrice(value)).toBe('—');
      expect(parsePrice(value)).toBeNull();
    }
    expect(parsePrice(' 5 ')).toBe(5);
    expect(parsePrice('5.')).toBe(5);
    expect(parsePrice('-.5')).toBe(-0.5);
    expect(parsePrice('+19.99')).toBe(19.99);
  });
});

describe('the sale rule', () => {
  it('strikes through an original price only when both are prices and it is higher', () => {
    expect(discountedFrom(39.99, '69.99')).toBe(69.99);
    expect(savingPercent('39.99', 69.99)).toBe(43);
    for (const [value, original] of [
      [39.99, 39.99],
      [39.99, 20],
      [39.99, null],
      [39.99, 'n/a'],
      ['n/a', 69.99],
      [-5, 0],
    ] as const) {
      expect(discountedFrom(value, original)).toBeNull();
      expect(savingPercent(value, original)).toBeNull();
    }
  });
});

describe('Price', () => {
  it('shows a regular price', async () => {
    await render(<NumericString data-testid="price" />);
    await expect.element(page.getByTestId('price')).toHaveTextContent('€7.50');
    await expect.element(page.getByTestId('price')).toHaveAttribute('data-state', 'regular');
  });

  it('names the higher reference price, strikes it through and labels every part for screen readers', async () => {
    await render(<Discounted />);
    await expect.element(page.getByRole('deletion')).toHaveTextContent('€69.99');
    await expect.element(page.getByRole('insertion')).toHaveTextContent('Now: €39.99');
    const del = page.getByRole('deletion').element();
    expect(getComputedStyle(del).textDecorationLine).toBe('line-through');
  });

  it('reads the price, the saving against the reference, then the named reference', async () => {
    await render(<OnSale data-testid="price" />);
    const price = page.getByTestId('price');
    await expect.element(price).toHaveAttribute('data-state', 'discounted');
    await expect
      .element(price)
      .toHaveTextContent('Now: €26.63You save −25%Lowest price in the 30 days before the sale: €35.50');
    await expect.element(page.getByText('−', { exact: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces no reduction against a reference that is not higher', async () => {
    await render(<NoSaving data-testid="price" />);
    await expect.element(page.getByTestId('price')).toHaveTextContent('€26.63');
    await expect.element(page.getByTestId('price')).toHaveAttribute('data-state', 'regular');
    await expect.element(page.getByText(/Lowest price/)).not.toBeInTheDocument();
  });

  it('shows an em dash announced as "Price unavailable" for an invalid value', async () => {
    await render(<Unavailable data-testid="price" />);
    const price = page.getByTestId('price');
    await expect.element(price).toHaveAttribute('data-state', 'unavailable');
    await expect.element(page.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByText('Price unavailable')).toBeInTheDocument();
  });

  it('writes every part in the given currency', async () => {
    await render(<OtherCurrency data-testid="price" />);
    await expect
      .element(page.getByTestId('price'))
      .toHaveTextContent('Now: $39.99You save −43%Lowest price in the 30 days before the sale: $69.99');
  });
});
