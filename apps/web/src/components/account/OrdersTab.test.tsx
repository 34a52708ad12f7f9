import { formatDate, givenConsent, orderNumber } from '@keyshop/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { paidOrder, placedOrder } from '../../../test/payments';
import { cancelOrder, newIdempotencyKey, placeOrder } from '../../api/orders';
import { FreshSWR } from '../../../test/swr';
import { listInventory, revealKey } from '../../api/inventory';
import { session } from '../../state/session';
import { OrdersTab } from './OrdersTab';

afterEach(() => session.clear());

describe('OrdersTab refunds against the real API', () => {
  it('refunds an unrevealed order after a confirmation and shows it refunded', async () => {
    const order = await paidOrder([{ productId: 4, qty: 1 }]);
    const name = orderNumber(order.id);
    await render(
      <MemoryRouter>
        <FreshSWR>
          <OrdersTab />
        </FreshSWR>
      </MemoryRouter>,
    );
    const row = page.getByRole('article', { name: `Order ${name}` });
    await expect.element(row).toHaveTextContent('Paid');
    // The payment: by card, the amount charged and the test provider's reference.
    await expect.element(row).toHaveTextContent(`Card, €${order.total.toFixed(2)}`);
    await expect.element(row.getByText(/^pi_test_/)).toBeVisible();
    await row.getByRole('button', { name: `Refund order ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Refund order ${name}?` });
    await expect.element(confirm).toHaveTextContent(`Refund €${order.total.toFixed(2)}`);
    // Cancel leaves the order as it was.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    await row.getByRole('button', { name: `Refund order ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await expect.element(row).toHaveTextContent('Refunded');
    await expect.element(row.getByRole('button', { name: `Refund order ${name}` })).not.toBeInTheDocument();
    await expect.element(row.getByRole('link', { name: /View keys/ })).not.toBeInTheDocument();
  });

  it('says nothing was charged on an order awaiting payment, and on one cancelled unpaid', async () => {
    const waiting = await placedOrder([{ productId: 6, qty: 1 }]);
    const cancelled = await placeOrder(
      { items: [{ productId: 7, qty: 1 }], consent: givenConsent },
      newIdempotencyKey(),
    );
    await cancelOrder(cancelled.id);
    await render(
      <MemoryRouter>
        <FreshSWR>
          <OrdersTab />
        </FreshSWR>
      </MemoryRouter>,
    );
    const awaiting = page.getByRole('article', { name: `Order ${orderNumber(waiting.id)}` });
    await expect.element(awaiting).toHaveTextContent('Awaiting payment');
    await expect.element(awaiting).toHaveTextContent('PaymentNothing charged yet');
    await expect.element(awaiting).not.toHaveTextContent('Card,');
    const ended = page.getByRole('article', { name: `Order ${orderNumber(cancelled.id)}` });
    await expect.element(ended).toHaveTextContent('Cancelled');
    await expect.element(ended).toHaveTextContent('PaymentNothing charged');
    await expect.element(ended).not.toHaveTextContent('Card,');
  });

  it('after one of two keys is revealed, offers and refunds exactly the other one', async () => {
    const order = await paidOrder([{ productId: 5, qty: 2 }]);
    const [first] = (await listInventory()).items.filter((item) => item.orderId === order.id);
    await revealKey(first!.keyId);
    const name = orderNumber(order.id);
    await render(
      <MemoryRouter>
        <FreshSWR>
          <OrdersTab />
        </FreshSWR>
      </MemoryRouter>,
    );
    const row = page.getByRole('article', { name: `Order ${name}` });
    await row.getByRole('button', { name: `Refund order ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Refund order ${name}?` });
    await expect.element(confirm).toHaveTextContent(`Refund €${order.items[0]!.unitPrice.toFixed(2)}`);
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await expect.element(row).toHaveTextContent('Partly refunded');
    // What happened to the money: still charged, and which key was given back for how much, on which day.
    const item = order.items[0]!;
    const refunded = `€${item.unitPrice.toFixed(2)}`;
    await expect.element(row).toHaveTextContent(`Card, €${order.total.toFixed(2)}`);
    await expect
      .element(row)
      .toHaveTextContent(`Refunded${refunded} on ${formatDate(new Date().toISOString())}`);
    await expect.element(row.getByText(`1 × ${item.company_name}, ${refunded}`)).toBeVisible();
    // The revealed key stays with the shopper, and nothing refundable is left to offer.
    await expect.element(row.getByRole('button', { name: `Refund order ${name}` })).not.toBeInTheDocument();
    await expect.element(row.getByRole('link', { name: /View keys/ })).toBeInTheDocument();
    const left = (await listInventory()).items.filter((item) => item.orderId === order.id);
    expect(left.map((item) => item.keyId)).toEqual([first!.keyId]);
  });
});
