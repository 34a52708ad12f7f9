import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Page, pageWidths } from './Page';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Content/Page',
  component: Page,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own.'],
        screenReader: ["Its title is the page's h1; actions sit beside it."],
        do: ["Use for each page inside the app's `<main>`."],
        dont: ["Don't nest pages or put a second h1 in one."],
      } satisfies AccessibilityDocs,
    },
    layout: 'fullscreen',
  },
  args: { title: 'Your cart', children: <p>Two games, ready for checkout.</p> },
  argTypes: { width: { control: 'select', options: pageWidths } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Clear cart</Button> },
};

export const Narrow: Story = {
  args: { width: 'narrow', title: 'Contact Us', children: <p>We answer within one working day.</p> },
};

export const HiddenTitle: Story = {
  args: { title: 'Keyshop', titleHidden: true, children: <p>The heading is read, not shown.</p> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Keyshop' }),
    ).toBeInTheDocument();
  },
};

/** Content with its own h1 (a LegalPage) gets the frame without a second heading. */
export const ContentTitle: Story = {
  args: { title: undefined, children: <h1>Terms and Conditions</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Mobile: Story = {
  ...WithActions,
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = {
  ...WithActions,
  globals: { theme: 'dark' },
};
