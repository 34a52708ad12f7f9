import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalPage, type LegalPageSection } from './LegalPage';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const sections: LegalPageSection[] = [
  {
    id: 'scope',
    heading: '1. Scope',
    paragraphs: [
      'These terms apply to every order placed on Keyshop by consumers and businesses.',
      'Deviating terms of the customer do not apply unless we agree to them in writing.',
    ],
  },
  {
    id: 'prices',
    heading: '2. Prices and payment',
    paragraphs: ['All prices are in euros and include VAT.'],
    list: ['Credit and debit cards', 'Digital wallets', 'Bank transfer'],
  },
  {
    id: 'withdrawal',
    heading: '3. Right of withdrawal',
    paragraphs: [
      'You may withdraw from the contract within 14 days. The right of withdrawal ends once the delivery of the key has started with your consent.',
    ],
  },
  {
    id: 'contact',
    heading: '4. Contact',
    definitions: [
      { term: 'E-mail', description: 'support@keyshop.example' },
      { term: 'Address', description: 'Musterstraße 1, 10115 Berlin, Germany' },
    ],
    links: [{ label: 'Contact form', href: '#contact-form' }],
  },
];

const meta = {
  title: 'Content/LegalPage',
  component: LegalPage,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab moves through the contents' links, which jump to the sections."],
        screenReader: ['The contents are a navigation with an ordered list; each section has a heading.'],
        do: ['Use for terms, privacy and other long legal texts.'],
        dont: ["Don't number the headings by hand: the contents' list numbers them."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Terms and Conditions',
    intro: 'Please read these terms carefully before you buy. They explain your rights and ours.',
    updated: '2025-03-01',
    sections,
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText('1 March 2025')).toHaveAttribute('datetime', '2025-03-01');
    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#scope',
      '#prices',
      '#withdrawal',
      '#contact',
    ]);
    await userEvent.click(within(toc).getByRole('link', { name: '3. Right of withdrawal' }));
    await expect(window.location.hash).toBe('#withdrawal');
  },
};

/** How to Buy: a content page whose section holds numbered steps. */
export const WithSteps: Story = {
  args: {
    title: 'How to Buy',
    intro: 'Buying a game takes just a few minutes.',
    updated: undefined,
    sections: [
      {
        id: 'steps',
        heading: 'Nine steps to your next game',
        steps: [
          {
            title: 'Create an account',
            body: 'Register or sign in.',
            link: { label: 'Register', href: '#register' },
          },
          { title: 'Search for your game', body: 'Use the search box.' },
          { title: 'Add it to your cart', body: 'Select Add to Cart.' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Add it to your cart' })).toBeVisible();
  },
};

/** A page without a revision date. */
export const NoDate: Story = {
  args: { updated: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const LongHeadings: Story = {
  args: {
    sections: [
      {
        id: 'liability',
        heading:
          '7. Limitation of liability for indirect damages, loss of profit and data loss caused by third-party platforms',
        paragraphs: ['We are liable without limitation for intent and gross negligence.'],
      },
      ...sections,
    ],
  },
};

export const Mobile: Story = {
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/** The contents read "1. Scope", not "1. 1. Scope": the headings' own numbers are the only ones drawn. */
export const ContentsNumbering: Story = {
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    const list = within(toc).getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^1\. Scope$/);
  },
};
