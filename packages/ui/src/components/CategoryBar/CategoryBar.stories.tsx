import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategoryBarItems } from '../../utils/routes.fixtures';
import { CategoryBar } from './CategoryBar';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Navigation/CategoryBar',
  component: CategoryBar,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab moves through the category links; the row scrolls sideways to keep the focused link in view.',
        ],
        screenReader: ['A navigation landmark named by `labels`, holding a list of links.'],
        do: ["Use for the catalogue's top categories under the header."],
        dont: ["Don't use for filters that change the results in place: use FiltersPanel or FilterChips."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    items: sampleCategoryBarItems,
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof CategoryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      sampleCategoryBarItems.map((item) => item.label),
    );
    await expect(within(nav).getByRole('link', { name: 'Support Center' })).toHaveAttribute(
      'href',
      '#/support',
    );
  },
};

export const CustomItems: Story = {
  args: {
    items: [
      { label: 'Bestsellers', href: '/products?sort=featured' },
      { label: 'Under €10', href: '/products?maxPrice=10' },
    ],
  },
};

/** At 360 px the row scrolls inside itself; the page does not. */
export const Mobile: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
