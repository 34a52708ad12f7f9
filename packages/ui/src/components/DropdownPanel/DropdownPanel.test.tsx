import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DropdownPanel, DropdownPanelClose } from './DropdownPanel';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Blank page area</p>
      <button type="button">Other control</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open from outside
      </button>
      <DropdownPanel
        open={open}
        onOpenChange={setOpen}
        title="Wishlist"
        trigger={<button type="button">Wishlist</button>}
        footer={
          <DropdownPanelClose asChild>
            <a href="#wishlist">View Wishlist</a>
          </DropdownPanelClose>
        }
      >
        <button type="button">First inside</button>
      </DropdownPanel>
    </>
  );
}

const trigger = () => page.getByRole('button', { name: 'Wishlist', exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Wishlist' });

describe('DropdownPanel', () => {
  it('opens as a named dialog with the focus on it; Tab reaches its contents; Escape returns focus', async () => {
    await render(<Harness />);
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await trigger().click();
    await expect.element(dialog()).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'First inside' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a click on blank page and puts the focus back on the trigger', async () => {
    await render(<Harness />);
    await trigger().click();
    await expect.element(dialog()).toBeVisible();
    await page.getByText('Blank page area').click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('lets an outside click reach another control, which keeps the focus', async () => {
    await render(<Harness />);
    await trigger().click();
    await page.getByRole('button', { name: 'Other control' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Other control' })).toHaveFocus();
  });

  it('is opened by the app when controlled, and closed by its close button or a close-wrapped link', async () => {
    await render(<Harness />);
    await page.getByRole('button', { name: 'Open from outside' }).click();
    await expect.element(dialog()).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await trigger().click();
    await page.getByRole('link', { name: 'View Wishlist' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
