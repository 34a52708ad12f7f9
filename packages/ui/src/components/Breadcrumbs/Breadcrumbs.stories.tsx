import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab moves through the links; the current page is not a link.'],
        screenReader: [
          'A navigation landmark (named "Breadcrumb" by `labels`) with an ordered list; the last item has `aria-current="page"`; separators are hidden.',
        ],
        do: ['Use on pages deep in a hierarchy (product in category).'],
        dont: ["Don't use as the page's main navigation or to show a history of visited pages."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'PC games', href: '#pc' },
      { label: 'Action', href: '#action' },
      { label: 'Elden Ring' },
    ],
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named landmark; Tab goes through the links; the last item is the current page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(within(nav).getByText('Elden Ring')).toHaveAttribute('aria-current', 'page');
  },
};

/** The current page as a link too (e.g. to reset its filters), still marked current. */
export const CurrentAsLink: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Deals', href: '#deals' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Through a router: `renderLink` draws each link (here it marks them for the check). */
export const WithRenderLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'PC games' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

const longTrail = {
  items: [
    { label: 'Home', href: '#home' },
    { label: 'PC games', href: '#pc' },
    { label: 'Role-playing', href: '#rpg' },
    { label: 'The Elder Scrolls V: Skyrim Anniversary Edition' },
  ],
};

/** A long trail wraps on a phone instead of scrolling the page sideways. */
export const Phone: Story = {
  args: longTrail,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Dark: Story = { args: longTrail, globals: { theme: 'dark' } };

/** In RTL the separators point left. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
