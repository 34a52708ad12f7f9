import type { OrderRowData } from './OrderRow';

/** Orders shaped like the API's, for stories and tests. */
export const sampleOrders: OrderRowData[] = [
  {
    id: '3f2a9c1b-7d4e-4b1a-9c3e-2a7f6d5e4c3b',
    status: 'completed',
    total: 59.99,
    createdAt: '2025-03-14T10:30:00.000Z',
    items: [{ productId: 1, name: 'Elden Ring', quantity: 1 }],
  },
  {
    id: '8b1e2d3c-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    status: 'completed',
    total: 154.47,
    createdAt: '2025-02-01T18:05:00.000Z',
    items: [
      { productId: 2, name: 'Hades II', quantity: 2 },
      { productId: 3, name: 'Diablo IV', quantity: 1 },
      { productId: 4, name: 'Baldur’s Gate 3', quantity: 1 },
      { productId: 5, name: 'Cyberpunk 2077: Phantom Liberty', quantity: 3 },
    ],
  },
];

export const longNameOrder: OrderRowData = {
  id: 'c0ffee00-1234-4abc-8def-0123456789ab',
  status: 'completed',
  total: 1234.5,
  createdAt: '2024-12-24T08:00:00.000Z',
  items: [
    {
      productId: 9,
      name: 'The Elder Scrolls V: Skyrim Anniversary Edition + Creation Club Bundle Deluxe Collector Pack (Global Key)',
      quantity: 10,
    },
  ],
};

/** A paid order with its payment, and one still awaiting it (no provider reference yet). */
export const paidOrder: OrderRowData = {
  id: '5d6e7f80-1a2b-4c3d-9e8f-a0b1c2d3e4f5',
  status: 'paid',
  total: 39.98,
  createdAt: '2026-11-26T09:15:00.000Z',
  items: [{ productId: 6, name: 'Hollow Knight: Silksong', quantity: 2 }],
  payment: { method: 'card', amount: 39.98, reference: 'pi_test_5d6e7f801a2b4c3d9e8fa0b1' },
};

export const awaitingPaymentOrder: OrderRowData = {
  ...paidOrder,
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'awaiting_payment',
  payment: { method: 'card', amount: 39.98, reference: null, charge: 'pending' },
};

/** An order whose reservation ran out unpaid: nothing was charged. */
export const expiredOrder: OrderRowData = {
  ...paidOrder,
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  status: 'expired',
  payment: { method: 'card', amount: 39.98, reference: null, charge: 'none' },
};

/** Paid, then one of its two keys refunded. */
export const partlyRefundedOrder: OrderRowData = {
  ...paidOrder,
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  status: 'partially_refunded',
  payment: {
    ...paidOrder.payment!,
    refund: {
      amount: 19.99,
      at: '2026-11-28T14:00:00.000Z',
      lines: [{ productId: 6, name: 'Hollow Knight: Silksong', quantity: 1, amount: 19.99 }],
    },
  },
};

/** Paid, then refunded in full. */
export const refundedOrder: OrderRowData = {
  ...paidOrder,
  id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  status: 'refunded',
  payment: { ...paidOrder.payment!, refund: { amount: 39.98, at: '2026-11-28T14:00:00.000Z' } },
};
