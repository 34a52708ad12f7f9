import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

const sections = [
  { value: 'inventory', label: 'Inventory' },
  { value: 'orders', label: 'Orders' },
  { value: 'account', label: 'Account' },
  { value: 'support', label: 'Customer Support' },
];

function AccountTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="My Account">
        {sections.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map(({ value, label }) => (
        <TabsContent key={value} value={value}>
          {label} panel
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => page.getByRole('tab', { name });
const selected = async (name: string) => {
  await expect.element(tab(name)).toHaveAttribute('aria-selected', 'true');
  await expect.element(page.getByRole('tabpanel', { name })).toHaveTextContent(`${name} panel`);
};

describe('Tabs', () => {
  it('uncontrolled: click and the APG keys (arrows wrap, Home/End) select tabs', async () => {
    await render(<AccountTabs defaultValue="inventory" />);
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
    const onValueChange = vi.fn();
    await render(<AccountTabs value="orders" onValueChange={onValueChange} />);
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
    function UrlDriven() {
      const [tabParam, setTabParam] = useState('account');
      return (
        <>
          <output>tab={tabParam}</output>
          <AccountTabs value={tabParam} onValueChange={setTabParam} />
        </>
      );
    }
    await render(<UrlDriven />);
    await selected('Account');
    (tab('Account').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await selected('Orders');
    await expect.element(page.getByText('tab=orders')).toBeVisible();
    await userEvent.keyboard('{End}');
    await selected('Customer Support');
  });

  it('vertical orientation moves with the up and down arrows', async () => {
    await render(<AccountTabs defaultValue="inventory" orientation="vertical" />);
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
    await render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Sections">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">
          <section>One</section>
          <section>Two</section>
        </TabsContent>
        <TabsContent value="b">B panel</TabsContent>
      </Tabs>,
    );
    const [one, two] = [page.getByText('One').element(), page.getByText('Two').element()];
    expect(two.getBoundingClientRect().top - one.getBoundingClientRect().bottom).toBeGreaterThan(0);
    const inactive = document.querySelector('[role="tabpanel"][hidden]');
    expect(inactive && getComputedStyle(inactive).display).toBe('none');
  });
});
