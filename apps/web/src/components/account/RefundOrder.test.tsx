import { orderNumber } from '@keyshop/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { paidOrder } from '../../../test/payments';
import { FreshSWR } from '../../../test/swr';
import { session } from '../../state/session';
import { OrdersTab } from './OrdersTab';

afterEach(() => session.clear());

describe('refund focus against the real API', () => {
  it('keeps the focus off the page through Refund, Cancel and Confirm refund, ending on the refunded order', async () => {
    const order = await paidOrder([{ productId: 5, qty: 1 }]);
    const name = orderNumber(order.id);
    await render(
      <MemoryRouter>
        <FreshSWR>
          <OrdersTab />
        </FreshSWR>
      </MemoryRouter>,
    );
    const row = page.getByRole('article', { name: `Order ${name}` });
    const refund = row.getByRole('button', { name: `Refund order ${name}` });
    const dialog = page.getByRole('alertdialog', { name: `Refund order ${name}?` });
    await expect.element(refund).toBeVisible();
    (refund.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(refund).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(row).toHaveTextContent('Refunded');
    // The Refund button is gone with the refund: the focus is on the order's row, not on the page.
    await expect.element(row).toHaveFocus();
  });
});
