import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DialogClose } from '../Dialog';
import { Sheet, sheetSides } from './Sheet';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Sheet',
  component: Sheet,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'The focus moves into the sheet and stays inside; Escape or the close button closes it and returns the focus.',
        ],
        screenReader: ['A modal dialog named by its title; the page behind is hidden from screen readers.'],
        do: ['Use on phones for filters, the cart or the navigation.'],
        dont: ["Don't use for a confirmation: use AlertDialog."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Filters',
    side: 'end',
    trigger: <Button variant="secondary">Filters</Button>,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {['Steam', 'GOG', 'Epic Games', 'Xbox', 'PlayStation'].map((platform) => (
          <Checkbox key={platform} label={platform} name="platform" value={platform} />
        ))}
      </div>
    ),
    footer: (
      <DialogClose asChild>
        <Button fullWidth>Show 128 results</Button>
      </DialogClose>
    ),
  },
  argTypes: {
    side: { control: 'select', options: sheetSides },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Closed: the trigger opens the drawer; the focus goes in; Escape closes it and returns the focus. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = await body.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await expect(within(sheet).getByRole('checkbox', { name: 'Steam' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// The open states leave the trigger out (behind a modal the page is hidden from assistive technology) and stay
// off the docs page, where an open modal would cover it: each has its own page.
const open = { trigger: undefined, defaultOpen: true };

/** Mobile filters at the inline end. */
export const End: Story = {
  tags: ['!autodocs'],
  args: open,
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Filters' })).toHaveAttribute('data-side', 'end');
  },
};

/** Navigation at the inline start. */
export const Start: Story = {
  tags: ['!autodocs'],
  args: {
    ...open,
    side: 'start',
    title: 'Menu',
    children: (
      <nav aria-label="Main">
        <ul style={{ display: 'grid', gap: 12, listStyle: 'none', padding: 0 }}>
          {['PC games', 'Gift cards', 'Deals', 'Help'].map((label) => (
            <li key={label}>
              <a href={`#${label}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
    footer: undefined,
  },
};

/** A bottom sheet, as for a short choice on a phone. */
export const Bottom: Story = {
  tags: ['!autodocs'],
  args: { ...open, side: 'bottom', description: 'Pick the platforms you own.' },
  globals: { viewport: { value: 'phone' } },
};

export const Dark: Story = { tags: ['!autodocs'], args: open, globals: { theme: 'dark' } };

/** In RTL the inline end is the left edge. */
export const RightToLeft: Story = { tags: ['!autodocs'], args: open, globals: { direction: 'rtl' } };

export const Phone: Story = { tags: ['!autodocs'], args: open, globals: { viewport: { value: 'phone' } } };
