import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: [
          'Reads the current price; on sale "Now", the saving, and the struck-through reference with its visible name, "Lowest price in the 30 days before the sale".',
        ],
        do: ["Use with the data's `price` and `lowestPrice30d`; `currency` and `locale` for other stores."],
        dont: ["Don't format prices yourself: `formatPrice` applies the currency's decimals."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { price: 59.99 },
  argTypes: {
    price: { control: 'text' },
    lowestPrice30d: { control: 'text' },
    locale: { control: 'select', options: ['en-IE', 'de-DE', 'fr-FR', 'nl-NL', 'en-US'] },
    currency: { control: 'select', options: ['EUR', 'USD', 'GBP', 'JPY'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€59.99');
  },
};

export const NumericString: Story = {
  args: { price: '7.5' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€7.50');
  },
};

export const Discounted: Story = {
  args: { price: 39.99, lowestPrice30d: '69.99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('€69.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: €39.99');
  },
};

/**
 * A running sale, announced against its reference: the lowest price of the 30 days before it began (EU price
 * indication rule), named on its own line under the price, not a regular price the shopper never saw lately.
 */
export const OnSale: Story = {
  args: { price: 26.63, lowestPrice30d: 35.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: €26.63');
    await expect(canvasElement).toHaveTextContent('You save −25%');
    const reference = canvas.getByText('Lowest price in the 30 days before the sale:', { exact: false });
    await expect(reference).toBeVisible();
    await expect(reference).toHaveTextContent('Lowest price in the 30 days before the sale: €35.50');
    await expect(within(reference).getByRole('deletion')).toHaveTextContent('€35.50');
    // Readable, not small print: at least 87.5 % of the price's size, at the normal weight.
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const price = canvas.getByRole('insertion');
    await expect(size(reference) / size(price)).toBeGreaterThanOrEqual(0.875);
    await expect(Number(getComputedStyle(reference).fontWeight)).toBeLessThan(
      Number(getComputedStyle(price).fontWeight),
    );
  },
};

/**
 * On sale, set large as a product page's buy box does: the price stays the largest thing, the named reference
 * keeps the size of small text (clearly smaller, still readable).
 */
export const OnSaleLarge: Story = {
  args: { price: 26.63, lowestPrice30d: 35.5, style: { fontSize: '1.75rem' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const price = canvas.getByRole('insertion');
    const reference = canvas.getByText('Lowest price in the 30 days before the sale:', { exact: false });
    await expect(reference).toBeVisible();
    await expect(size(reference) / size(price)).toBeLessThanOrEqual(0.6);
    await expect(size(reference)).toBeGreaterThanOrEqual(14);
    await expect(size(canvas.getByText('25%', { exact: false }))).toBeLessThan(size(price));
  },
};

export const OnSaleDark: Story = {
  ...OnSale,
  globals: { theme: 'dark' },
};

/** No reduction: a reference that is not higher than the price (here, lower) is not announced at all. */
export const NoSaving: Story = {
  args: { price: 26.63, lowestPrice30d: 17.75 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('deletion')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Lowest price|%/)).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('€26.63');
  },
};

export const Unavailable: Story = {
  args: { price: 'not a price' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('—Price unavailable');
  },
};

/** Another store's currency (ISO 4217 code), written with its own sign and decimals in the locale's style. */
export const OtherCurrency: Story = {
  args: { price: 39.99, lowestPrice30d: 69.99, currency: 'USD', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('$69.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: $39.99');
    await expect(canvasElement).toHaveTextContent('Lowest price in the 30 days before the sale: $69.99');
  },
};

export const OtherCurrencyDark: Story = {
  ...OtherCurrency,
  globals: { theme: 'dark' },
};

export const Locales: Story = {
  render: (args) => (
    <ul>
      {['en-IE', 'de-DE', 'fr-FR', 'en-US'].map((locale) => (
        <li key={locale}>
          {locale}: <Price {...args} locale={locale} lowestPrice30d={1499.5} />
        </li>
      ))}
    </ul>
  ),
  args: { price: 1299 },
};

export const Dark: Story = {
  ...Discounted,
  globals: { theme: 'dark' },
};
