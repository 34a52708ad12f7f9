import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsOrientations, type TabsProps } from './Tabs';
import { accountSections as sections } from './Tabs.fixtures';
import { arrowKeys, expectFollows, pageDirection } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// The account's sections (or others) as tabs with the story's args, written out as elements (a function, not a
// component of the story's own), so "Show code" shows the Tabs parts.
const accountTabs = (args: TabsProps, items = sections) => (
  <Tabs {...args}>
    <TabsList aria-label="My Account">
      {items.map(({ value, label }) => (
        <TabsTrigger key={value} value={value}>
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
    {items.map(({ value, text }) => (
      <TabsContent key={value} value={value}>
        <p>{text}</p>
      </TabsContent>
    ))}
  </Tabs>
);

const meta = {
  title: 'Core/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab enters the list on the selected tab; arrow keys move and select (Left/Right, or Up/Down when vertical); Home and End jump; Tab moves into the panel.',
        ],
        screenReader: [
          'A tablist named by `aria-label`; tabs have `aria-selected` and control their tabpanel.',
        ],
        do: [
          'Use to switch between views of one thing (account sections); drive it from the URL with `value`.',
        ],
        dont: ["Don't use for navigation between pages: use links."],
      } satisfies AccessibilityDocs,
    },
  },
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  render: (args) => accountTabs(args),
  args: { defaultValue: 'inventory', orientation: 'horizontal', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: tabsOrientations } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('tab', { name });

/** Uncontrolled: the component keeps the selection itself. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(tab(canvasElement, 'Orders'));
    await expect(tab(canvasElement, 'Orders')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(arrowKeys().next);
    await expect(tab(canvasElement, 'Account')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab(canvasElement, 'Customer Support')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab(canvasElement, 'Inventory')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('inventory');
  },
};

// The account page drives the tabs from `?tab=`; a state hook and a readout stand in for the URL here.
export const Controlled: Story = {
  render: function Render(args) {
    const [tabParam, setTabParam] = useState('account');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <p>
          URL: <output aria-label="Current URL">/account?tab={tabParam}</output>
        </p>
        {accountTabs({
          ...args,
          value: tabParam,
          onValueChange: (value) => {
            setTabParam(value);
            args.onValueChange?.(value);
          },
        })}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const url = within(canvasElement).getByRole('status', { name: 'Current URL' });
    await expect(url).toHaveTextContent('/account?tab=account');
    await userEvent.click(tab(canvasElement, 'Customer Support'));
    await expect(url).toHaveTextContent('/account?tab=support');
    await userEvent.keyboard('{Home}');
    await expect(url).toHaveTextContent('/account?tab=inventory');
    await expect(tab(canvasElement, 'Inventory')).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The row follows the page's direction (mirrored right to left, as the test-runner's right-to-left pass plays it)
 * and the arrow pointing along it moves to the next tab: ArrowLeft in right to left.
 */
export const ArrowKeysFollowDirection: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await waitFor(() => expect(getComputedStyle(list).direction).toBe(pageDirection()));
    const [first, second] = [tab(canvasElement, 'Inventory'), tab(canvasElement, 'Orders')];
    await expectFollows(first, second);
    first.focus();
    await userEvent.keyboard(arrowKeys().next);
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(arrowKeys().previous);
    await expect(first).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    tab(canvasElement, 'Inventory').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tab(canvasElement, 'Orders')).toHaveAttribute('aria-selected', 'true');
  },
};

const manyLongTabs = Array.from({ length: 12 }, (_, index) => ({
  value: `tab-${index}`,
  label: index % 3 === 0 ? `Activation instructions for platform ${index + 1}` : `Platform ${index + 1}`,
  text: `Panel ${index + 1}`,
}));

export const ManyLongTabs: Story = {
  render: (args) => accountTabs(args, manyLongTabs),
  args: { defaultValue: 'tab-0' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    tab(canvasElement, 'Activation instructions for platform 1').focus();
    await userEvent.keyboard('{End}');
    await expect(tab(canvasElement, 'Platform 12')).toHaveFocus();
  },
};

/**
 * The account's tabs in a 360 px phone's content width (328 px): the row scrolls, and says so by fading out at
 * the end with tabs out of sight; the focus ring stays whole inside the scrolling row (drawn inside the tab).
 */
export const PhoneScrollSign: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    await expect(getComputedStyle(list).maskImage).toContain('linear-gradient');
    tab(canvasElement, 'Inventory').focus();
    await userEvent.keyboard('{End}');
    const last = tab(canvasElement, 'Customer Support');
    await expect(last).toHaveFocus();
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    // The ring is inside the tab, and the tab inside the row's visible box: nothing of it is clipped. The scroll
    // offset is whole pixels (right to left, the last tab may stand under a pixel past the fractional row edge).
    await expect(getComputedStyle(last).outlineOffset).toBe('-2px');
    await waitFor(() => {
      const [row, ring] = [list.getBoundingClientRect(), last.getBoundingClientRect()];
      expect(ring.left).toBeGreaterThanOrEqual(row.left - 1);
      expect(ring.right).toBeLessThanOrEqual(row.right + 1);
    });
  },
};

/**
 * The account's tabs on a 320 px phone (288 px of content), wrapped: every tab, "Customer Support" included, is
 * whole and in sight on a second row; nothing scrolls sideways or fades.
 */
export const PhoneWrapped: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="My Account" wrap>
        {sections.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map(({ value, text }) => (
        <TabsContent key={value} value={value}>
          <p>{text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list).toHaveAttribute('data-wrap', 'true');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(getComputedStyle(list).maskImage).toBe('none');
    const row = list.getBoundingClientRect();
    for (const each of within(list).getAllByRole('tab')) {
      const box = each.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(row.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(row.right + 0.5);
    }
    await userEvent.click(tab(canvasElement, 'Customer Support'));
    await expect(tab(canvasElement, 'Customer Support')).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Arrow keys through the scrolling row: each focused tab scrolls clear of the faded ends (scroll padding), so
 * its focus ring is whole and never faded out (WCAG 2.4.7), in either direction.
 */
export const FocusRingWhenScrolled: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    const tabs = within(list).getAllByRole('tab');
    tabs[0]!.focus();
    for (const next of tabs.slice(1, -1)) {
      // Radix puts the tabs' direction on the list; the next tab is the one the arrow points to.
      await userEvent.keyboard(arrowKeys().next);
      await expect(next).toHaveFocus();
      await expect(getComputedStyle(next).outlineStyle).toBe('solid');
      const row = list.getBoundingClientRect();
      // scrollIntoView may be smooth: wait until the tab has settled clear of each end with tabs beyond it.
      await waitFor(() => {
        const ring = next.getBoundingClientRect();
        const rects = tabs.map((tab) => tab.getBoundingClientRect());
        const fade = 40 - 1;
        if (rects.some((rect) => rect.left < row.left - 1))
          expect(ring.left - row.left).toBeGreaterThan(fade);
        if (rects.some((rect) => rect.right > row.right + 1))
          expect(row.right - ring.right).toBeGreaterThan(fade);
      });
    }
  },
};

export const PhoneScrollSignDark: Story = { ...PhoneScrollSign, globals: { theme: 'dark' } };

/** A panel holding several blocks (the Account tab's settings sections) stacks them with space between. */
export const StackedBlocks: Story = {
  args: { defaultValue: 'account' },
  render: ({ defaultValue, orientation, onValueChange }) => (
    <Tabs {...{ defaultValue, orientation, onValueChange }}>
      <TabsList aria-label="My Account">
        <TabsTrigger value="orders">Orders</TabsTrigger>
        <TabsTrigger value="account">Account</TabsTrigger>
      </TabsList>
      <TabsContent value="orders">
        <p>No orders yet.</p>
      </TabsContent>
      <TabsContent value="account">
        <section aria-label="Profile">Username and avatar.</section>
        <section aria-label="Email">Where we send your keys.</section>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('region', { name: 'Profile' }).getBoundingClientRect();
    const email = canvas.getByRole('region', { name: 'Email' }).getBoundingClientRect();
    await expect(email.top - profile.bottom).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  args: { defaultValue: 'account' },
  globals: { theme: 'dark' },
};
