import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hashRenderLink, onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import { Pagination, type PaginationProps } from './Pagination';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Button mode with the page in state, as a page without URL pages would hold it.
function Pages({ page: initial, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}
// "Show code" names the component a store writes, not this state holder.
Pages.displayName = 'Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab moves through previous, the page numbers and next.'],
        screenReader: [
          'A navigation landmark named by `labels`; the current page has `aria-current="page"`; each number\'s name says "Page 3".',
        ],
        do: ['Use under a list too long for one page; links (`getHref`) so each page has an address.'],
        dont: ["Don't use for steps of a process: use Steps."],
      } satisfies AccessibilityDocs,
    },
  },
  render: (args) => <Pages {...args} />,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Middle: Story = { args: { page: 3 } };

export const Last: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 40 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual(['Previous', 'Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 40', 'Next']);
    await expect(nav).toHaveTextContent('…');
  },
};

/** Links through `renderLink`, one address per page (a router's `<Link>` in the app). */
export const AsLinks: Story = {
  args: {
    page: 2,
    pageCount: 8,
    getHref: (page) => `/products?page=${page}`,
    renderLink: hashRenderLink,
  },
  argTypes: { renderLink: { control: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '#/products?page=3');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone (360 px) the nine controls stay on one row, and nothing scrolls sideways. */
export const Mobile: Story = {
  args: { page: 4, pageCount: 12 },
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('li')];
    await expect(items).toHaveLength(9);
    // One row: every item's middle at the same height (the ellipsis is shorter than the buttons).
    const middles = new Set(
      items.map((item) => Math.round(item.getBoundingClientRect().top + item.offsetHeight / 2)),
    );
    await expect(middles.size).toBe(1);
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = {
  args: { page: 6, pageCount: 12 },
  globals: { theme: 'dark' },
};
