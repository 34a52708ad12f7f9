import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { tabsListOverflow } from './Tabs';
import { accountSections } from './Tabs.fixtures';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Tabs.stories';

// The stories are the fixtures: the account page's tabs, uncontrolled, URL-driven, vertical, with a panel of
// several blocks.
const {
  Playground,
  Controlled,
  Vertical,
  StackedBlocks,
  PhoneScrollSign,
  PhoneWrapped,
  FocusRingWhenScrolled,
} = composeStories(stories);

const tab = (name: string) => page.getByRole('tab', { name });
const selected = async (name: string) => {
  await expect.element(tab(name)).toHaveAttribute('aria-selected', 'true');
  const section = accountSections.find((item) => item.label === name)!;
  await expect.element(page.getByRole('tabpanel', { name })).toHaveTextContent(section.text);
};

describe('Tabs', () => {
  it('uncontrolled: click and the APG keys (arrows wrap, Home/End) select tabs', async () => {
    await render(<Playground />);
    await selected('Inventory');
    await tab('Account').click();
    await selected('Account');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Customer Support')).toHaveFocus();
    await selected('Customer Support');
    await userEvent.keyboard('{ArrowRight}');
    await selected('Inventory');
    await userEvent.keyboard('{ArrowLeft}');
    await selected('Customer Support');
    await userEvent.keyboard('{Home}');
    await selected('Inventory');
    await userEvent.keyboard('{End}');
    await selected('Customer Support');
    // Tab leaves the tab list for the panel (one tab stop for the whole list).
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tabpanel', { name: 'Customer Support' })).toHaveFocus();
  });

  it('controlled: reports every change and shows only what the owner passes back', async () => {
    const onValueChange = fn();
    await render(<Playground value="orders" onValueChange={onValueChange} />);
    await tab('Account').click();
    expect(onValueChange).toHaveBeenLastCalledWith('account');
    // The owner (e.g. the URL) did not change, so the selection stays.
    await selected('Orders');
    (tab('Orders').element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('support');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('inventory');
  });

  it('controlled by state (like a ?tab= parameter) follows the arrow keys', async () => {
    await render(<Controlled />);
    await selected('Account');
    (tab('Account').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await selected('Orders');
    await expect.element(page.getByText('/account?tab=orders')).toBeVisible();
    await userEvent.keyboard('{End}');
    await selected('Customer Support');
  });

  it('vertical orientation moves with the up and down arrows', async () => {
    await render(<Vertical />);
    await expect.element(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    (tab('Inventory').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await selected('Orders');
    await userEvent.keyboard('{ArrowUp}');
    await selected('Inventory');
    await userEvent.keyboard('{ArrowUp}');
    await selected('Customer Support');
  });

  it("stacks a panel's blocks with space between, and keeps inactive panels out of sight", async () => {
    await render(<StackedBlocks />);
    const [one, two] = [
      page.getByText('Username and avatar.').element(),
      page.getByText('Where we send your keys.').element(),
    ];
    expect(two.getBoundingClientRect().top - one.getBoundingClientRect().bottom).toBeGreaterThan(0);
    const inactive = document.querySelector('[role="tabpanel"][hidden]');
    expect(inactive && getComputedStyle(inactive).display).toBe('none');
  });
});

describe('Tabs on a phone', () => {
  it('fade out at the end of a row that scrolls, and keep the focus ring whole inside it (keyboard)', async () => {
    await renderAndPlay(PhoneScrollSign);
  });

  it('scroll each tab the arrows focus clear of the faded ends', async () => {
    await renderAndPlay(FocusRingWhenScrolled);
  });

  it('tell which ends have tabs out of sight right to left too (scrollLeft runs negative)', async () => {
    const screen = await render(
      <div dir="rtl" data-testid="row" style={{ width: 100, overflowX: 'auto', display: 'flex' }}>
        <span style={{ flex: '0 0 300px' }}>tabs</span>
      </div>,
    );
    const row = screen.getByTestId('row').element() as HTMLElement;
    expect(tabsListOverflow(row)).toBe('end');
    row.scrollLeft = -100;
    expect(tabsListOverflow(row)).toBe('both');
    row.scrollLeft = -200;
    expect(tabsListOverflow(row)).toBe('start');
  });

  it('wraps a row too wide for a 320 px phone with wrap: every tab whole and in sight, none scrolled', async () => {
    await renderAndPlay(PhoneWrapped);
  });
});
