import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { Steps, type Step } from './Steps';
import type { AccessibilityDocs } from '../../docs/accessibility';

const howToBuy: Step[] = [
  {
    title: 'Create an account or sign in',
    body: 'Register with a username, e-mail and password.',
    link: { label: 'Register', href: '#register' },
  },
  { title: 'Search for your game', body: 'Use the search box or browse the catalogue.' },
  { title: 'Choose a seller offer', body: 'Check the platform, region and languages.' },
  {
    title: 'Add it to your cart',
    body: 'Select Add to Cart.',
    link: { label: 'View your cart', href: '#cart' },
  },
  {
    title: 'Add Buyer Protection at checkout (optional)',
    body: 'Priority support and a refund for faulty keys.',
  },
  { title: 'Pay for your order', body: 'All prices are in euros and include VAT.' },
  { title: 'Receive your code', body: 'By e-mail, and under My Purchases in your account.' },
  { title: 'Redeem the code', body: 'On the platform that issued it.' },
  { title: 'Download and play', body: 'Install the game from your library.' },
];

const meta = {
  title: 'Core/Steps',
  component: Steps,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: links inside are in the Tab order.'],
        screenReader: ["An ordered list; each step's title is a heading (`headingLevel`)."],
        do: ['Use for how-to instructions (How to Buy).'],
        dont: ["Don't use for a multi-page form's progress."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { steps: howToBuy },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to Buy: nine steps. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pay for your order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '#cart');
  },
};

/** How to Activate: one platform's steps under its own heading. */
export const ActivationSteps: Story = {
  render: (args) => (
    <section aria-labelledby="steam-steps">
      <h2 id="steam-steps">Steam</h2>
      <Steps {...args} />
    </section>
  ),
  args: {
    headingLevel: 3,
    steps: [
      { title: 'Open Steam', body: 'Install the Steam client and sign in.' },
      { title: 'Activate a product', body: 'Games → Activate a Product on Steam.' },
      {
        title: 'Enter your key',
        body: 'Paste your 15-character key and confirm.',
        link: {
          label: 'Activate on the Steam website',
          href: 'https://store.steampowered.com/account/registerkey',
        },
      },
    ],
  },
};

/** A router link through `renderLink`. */
export const CustomLink: Story = {
  args: {
    steps: howToBuy.slice(0, 1),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children} →
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Register →' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

export const LongText: Story = {
  args: {
    steps: [
      {
        title:
          'Add Buyer Protection at checkout for priority support and a full refund if a key cannot be replaced',
        body: 'On the order review page you can add Buyer Protection for a small fee. It gives you priority support and a full refund if a key turns out to be faulty and cannot be replaced by the seller within a reasonable time.',
      },
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
