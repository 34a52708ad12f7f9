import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { value: 59.99 },
  argTypes: {
    value: { control: 'text' },
    originalPrice: { control: 'text' },
    lowestPrice: { control: 'text' },
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
  args: { value: '7.5' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('€7.50');
  },
};

export const Discounted: Story = {
  args: { value: 39.99, originalPrice: '69.99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('Original price: €69.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: €39.99');
  },
};

/** A running sale: the saving and the lowest price of the 30 days before it (EU price indication rule). */
export const OnSale: Story = {
  args: { value: 39.99, originalPrice: 69.99, lowestPrice: 35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('Original price: €69.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: €39.99');
    await expect(canvas.getByText('You save', { exact: false })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('You save −43%');
    await expect(canvas.getByText('Lowest price in the last 30 days: €35.00')).toBeVisible();
  },
};

export const OnSaleDark: Story = {
  ...OnSale,
  globals: { theme: 'dark' },
};

/** No sale: an original price that is not higher, and a lowest price without a discount, are not shown. */
export const NoSaving: Story = {
  args: { value: 39.99, originalPrice: 39.99, lowestPrice: 35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('deletion')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Lowest price/)).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('€39.99');
  },
};

export const Unavailable: Story = {
  args: { value: 'not a price' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('—Price unavailable');
  },
};

/** Another store's currency (ISO 4217 code), written with its own sign and decimals in the locale's style. */
export const OtherCurrency: Story = {
  args: { value: 39.99, originalPrice: 69.99, lowestPrice: 35, currency: 'USD', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('Original price: $69.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('Now: $39.99');
    await expect(canvas.getByText('Lowest price in the last 30 days: $35.00')).toBeVisible();
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
          {locale}: <Price {...args} locale={locale} originalPrice={1499.5} />
        </li>
      ))}
    </ul>
  ),
  args: { value: 1299 },
};

export const Dark: Story = {
  ...Discounted,
  globals: { theme: 'dark' },
};
