import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from './DataTable';
import type { AccessibilityDocs } from '../../docs/accessibility';

interface ProductRow {
  id: number;
  name: string;
  platform: string;
  price: number;
  stock: number;
}

const names = [
  'Hades II',
  'Elden Ring',
  'Stardew Valley',
  'Celeste',
  'Baldur’s Gate 3',
  'Factorio',
  'Balatro',
];
const platforms = ['Steam', 'GOG', 'Epic'];
const products: ProductRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]}${index >= names.length ? ' Deluxe' : ''}`,
  platform: platforms[index % platforms.length]!,
  price: 9.99 + ((index * 7) % 50),
  stock: (index * 13) % 40,
}));

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const columns: DataTableColumn<ProductRow>[] = [
  { id: 'name', header: 'Product', sortable: true, rowHeader: true },
  { id: 'platform', header: 'Platform', sortable: true },
  { id: 'price', header: 'Price', sortable: true, align: 'end', render: (row) => euro.format(row.price) },
  { id: 'stock', header: 'Keys in stock', sortable: true, align: 'end' },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<ProductRow>,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "Tab reaches each sortable header's button (Enter or Space sorts), the row checkboxes (Space) and the pager.",
          "A wide table's scroll area is a Tab stop, so it scrolls with the arrow keys.",
        ],
        screenReader: [
          'A native table with a caption; the sorted column has `aria-sort`; select-all is mixed while some rows are selected; loading sets `aria-busy`.',
        ],
        do: ["Use for an operator's lists of records that need sorting, selection and paging."],
        dont: ["Don't use for a page layout or for a list of cards."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    caption: 'Products',
    columns,
    rows: products.slice(0, 5),
    onSortChange: fn(),
    onSelectedChange: fn(),
    onPageChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false }, labels: { control: false } },
} satisfies Meta<typeof DataTable<ProductRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names0 = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Sortable columns: a button in each header; the sorted header carries `aria-sort`. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Products' })).toBeVisible();
    const price = canvas.getByRole('button', { name: 'Price' });
    await userEvent.click(price);
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'price', direction: 'ascending' });
    await userEvent.click(price);
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Product' })).not.toHaveAttribute('aria-sort');
  },
};

export const Sorted: Story = {
  args: { defaultSort: { column: 'name', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    await expect(names0(canvasElement)).toEqual([
      'Baldur’s Gate 3',
      'Celeste',
      'Elden Ring',
      'Hades II',
      'Stardew Valley',
    ]);
  },
};

/** Selection: a checkbox per row, named by the row; select-all is mixed while some are selected. */
export const Selectable: Story = {
  args: { selectable: true, defaultSelected: [2] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    // The mixed state is set on the element by an effect, after the first paint.
    await waitFor(() => expect(all).toBePartiallyChecked());
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([2, 1, 3, 4, 5]);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 5 selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Hades II' }));
    await expect(all).toBePartiallyChecked();
  },
};

/** Pages of five with the library's Pagination; sorting sorts every row, not only the page's. */
export const Paginated: Story = {
  args: { rows: products, pageSize: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading rows');
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No products yet. Create one to start selling.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent(
      'No products yet. Create one to start selling.',
    );
  },
};

export const Error: Story = {
  args: {
    error: (
      <>
        The products could not be loaded.{' '}
        <Button size="sm" variant="secondary">
          Try again
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The products could not be loaded.',
    );
  },
};

/** A capped height: the body scrolls inside the region, the header stays in view. */
export const StickyHeader: Story = {
  args: { rows: products, maxHeight: '16rem' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Products' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

// Selection and paging together, without Selectable's play (its counts are for five rows on one page).
export const Dark: Story = {
  args: { ...Selectable.args, pageSize: 3, rows: products },
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = { ...Sorted, globals: { direction: 'rtl' } };

/** On a phone the table scrolls sideways in a region reached by Tab. */
export const Phone: Story = {
  args: { selectable: true },
  globals: { viewport: { value: 'phone' } },
};
