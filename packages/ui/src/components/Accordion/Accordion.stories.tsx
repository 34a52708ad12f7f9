import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { Accordion, AccordionItem, accordionTypes, type AccordionProps } from './Accordion';
import type { AccessibilityDocs } from '../../docs/accessibility';
import { arrowKeys } from '../../utils/story.fixtures';

const faq = [
  {
    value: 'refunds',
    q: 'Can I get a refund?',
    a: 'Refund requests are accepted within 14 days of purchase.',
  },
  { value: 'validity', q: 'Do keys expire?', a: 'Keys are valid indefinitely unless stated otherwise.' },
  { value: 'currencies', q: 'Which currencies do you accept?', a: 'We accept USD, EUR and GBP.' },
  {
    value: 'languages',
    q: 'In which languages is support available?',
    a: 'Our support team answers in English, Spanish and French.',
  },
];

// The FAQ's questions as items; the story's args are the Accordion's own props.
const renderFaq = (args: AccordionProps) => (
  <Accordion {...args}>
    {faq.map(({ value, q, a }) => (
      <AccordionItem key={value} value={value} heading={q}>
        {a}
      </AccordionItem>
    ))}
  </Accordion>
);

const meta = {
  title: 'Core/Accordion',
  component: Accordion,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter or Space opens and closes the focused header.',
          'Down and Up arrows move between headers (wrapping); Home and End jump to the first and last.',
        ],
        screenReader: [
          'Each header is a button inside a heading (`headingLevel`) with `aria-expanded`; its panel is a region named by it.',
        ],
        do: [
          'Use for FAQs and long sections a reader scans by their titles.',
          'Set `headingLevel` to fit the page outline.',
        ],
        dont: [
          "Don't hide content most readers need: put it on the page.",
          "Don't put interactive headers inside the header button.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  subcomponents: { AccordionItem },
  render: renderFaq,
  args: { type: 'single', headingLevel: 3 },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    headingLevel: { control: 'select', options: headingLevels },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
// Its props are a union (single or multiple), from which `StoryObj<typeof meta>` cannot subtract the meta's args.
type Story = StoryObj<typeof Accordion>;

const question = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** One answer open at a time; clicking the open one closes it (the FAQ category pages). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = question(canvasElement, faq[0]!.q);
    const second = question(canvasElement, faq[1]!.q);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(faq[0]!.a)).toBeVisible());
    await expect(canvas.getByRole('region', { name: faq[0]!.q })).toBeVisible();
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.queryByText(faq[0]!.a)).not.toBeInTheDocument());
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(faq[1]!.a)).not.toBeInTheDocument());
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['refunds'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(faq[0]!.a)).toBeVisible();
    await userEvent.click(question(canvasElement, faq[2]!.q));
    await expect(question(canvasElement, faq[0]!.q)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, faq[2]!.q)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faq[0]!.a)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(faq[2]!.a)).toBeVisible());
  },
};

export const OpenByDefault: Story = {
  args: { defaultValue: 'validity' },
};

/** The APG accordion keyboard model: Enter/Space toggle, arrows move (wrapping), Home/End jump. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const first = question(canvasElement, faq[0]!.q);
    const last = question(canvasElement, faq[3]!.q);
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvasElement).getByText(faq[0]!.a)).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(canvasElement, faq[1]!.q)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByText(faq[3]!.a)).toBeVisible());
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
};

/** Horizontal: the arrow pointing along the reading direction moves to the next header (ArrowLeft in right to left). */
export const HorizontalKeys: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const [first, second] = [question(canvasElement, faq[0]!.q), question(canvasElement, faq[1]!.q)];
    first.focus();
    await userEvent.keyboard(arrowKeys().next);
    await expect(second).toHaveFocus();
    await userEvent.keyboard(arrowKeys().previous);
    await expect(first).toHaveFocus();
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(faq.length);
    const heading = canvas.getByRole('heading', { level: 2, name: faq[1]!.q });
    await expect(heading.querySelector('button')).toBe(question(canvasElement, faq[1]!.q));
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: ({ headingLevel }) => (
    <Accordion type="single" collapsible headingLevel={headingLevel} defaultValue="long">
      <AccordionItem
        value="long"
        heading="What happens if the key I bought for The Elder Scrolls V: Skyrim Anniversary Edition does not activate on my platform account?"
      >
        {'Contact support with your order number and a screenshot of the activation error. '.repeat(6)}
      </AccordionItem>
      <AccordionItem value="short" heading="Short question?">
        Short answer.
      </AccordionItem>
    </Accordion>
  ),
};

export const Dark: Story = {
  args: { defaultValue: 'refunds' },
  globals: { theme: 'dark' },
};
