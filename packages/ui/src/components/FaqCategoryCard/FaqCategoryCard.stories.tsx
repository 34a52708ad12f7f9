import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { FaqCategoryCard } from './FaqCategoryCard';
import type { AccessibilityDocs } from '../../docs/accessibility';

const questions = [
  'How do I create an account?',
  'How do I change my username, e-mail address or password?',
  'I forgot my password. What can I do?',
  'How do I request a refund?',
  'How do I delete my account?',
  'Can I have two accounts?',
];

const meta = {
  title: 'Content/FaqCategoryCard',
  component: FaqCategoryCard,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches the View All Articles link.'],
        screenReader: ['An article named by its title heading; the sample questions are a list.'],
        do: ["Use on the help centre's front page, one card per category."],
        dont: ["Don't put the answers in the card: link to the category page."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Account',
    description: 'Registration, signing in, account settings and refund requests.',
    questions,
    href: '#faq-account',
  },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqCategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six questions given, five shown. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Account' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(card).queryByText('Can I have two accounts?')).toBeNull();
    await expect(within(card).getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '#faq-account',
    );
  },
};

export const NoDescription: Story = {
  args: { description: undefined, questions: questions.slice(0, 2) },
};

export const LongQuestions: Story = {
  args: {
    title: 'Payments and refunds for pre-orders, subscriptions and bundles',
    questions: [
      'Which currencies do you accept, and is the price converted when my card is in another currency than euros?',
      'My payment went through but I did not receive an e-mail with my key: what should I do next?',
    ],
  },
};

/** The help centre: four categories in a grid, each link through `renderLink`. */
export const HelpCentre: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      {['Account', 'Products', 'Payments', 'Others'].map((title) => (
        <FaqCategoryCard
          {...args}
          key={title}
          title={title}
          href={`#faq-${title.toLowerCase()}`}
          renderLink={({ href, children, ...props }) => (
            <a {...props} href={href} data-router-link="">
              {children}
            </a>
          )}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'View All Articles' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#faq-account',
      '#faq-products',
      '#faq-payments',
      '#faq-others',
    ]);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
