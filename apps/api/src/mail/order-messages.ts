import { formatDateTime, orderNumber, type Order } from '@keyshop/contracts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './escape-html';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format;
// Mail has no reader's time zone: UTC, said so.
const dateTime = (iso: string) => `${formatDateTime(iso, 'UTC')} UTC`;

export type Recipient = { email: string; username: string };

/** Where the shopper finds the order's keys. */
export const inventoryLink = (publicUrl: string, orderId: string) =>
  `${publicUrl.replace(/\/$/, '')}/account?tab=inventory&order=${encodeURIComponent(orderId)}`;

const statusText: Record<Order['status'], string> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const providerText = { test: 'Test payment (no money moved)', stripe: 'Card (Stripe)' };

/** One block of a message, written once for the plain-text and the HTML part. */
type Block = { text: string; html: string };

const paragraph = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });

function lines(order: Order): Block {
  const rows = order.items.map((item) => {
    const refunded = item.refundedQty > 0 ? ` (${item.refundedQty} refunded)` : '';
    return {
      name: `${item.qty} × ${item.company_name}${refunded}`,
      price: euros(item.unitPrice * item.qty),
    };
  });
  const total = `Total: ${euros(order.total)} (prices include VAT)`;
  return {
    text: [...rows.map((row) => `  ${row.name}  ${row.price}`), total].join('\n'),
    html:
      '<table role="presentation" cellpadding="4">' +
      rows
        .map(
          (row) => `<tr><td>${escapeHtml(row.name)}</td><td align="right">${escapeHtml(row.price)}</td></tr>`,
        )
        .join('') +
      `<tr><th align="left">Total</th><th align="right">${escapeHtml(euros(order.total))}</th></tr>` +
      '</table><p>Prices include VAT.</p>',
  };
}

function consent(order: Order): Block[] {
  if (!order.consent) return [];
  const { acceptedAt, version, text } = order.consent;
  return [
    paragraph('Your consent to immediate delivery'),
    paragraph(`On ${dateTime(acceptedAt)} you agreed (text version ${version}): “${text}”`),
  ];
}

/** The receipt: what was charged, how, when and under which reference. */
function receipt(order: Order): Block {
  const { payment } = order;
  const rows: [string, string][] = [
    ['Amount paid', euros(payment.amountCents / 100)],
    ['Payment method', providerText[payment.provider]],
    ['Paid on', payment.paidAt ? dateTime(payment.paidAt) : '–'],
    ['Payment reference', payment.reference ?? '–'],
  ];
  return {
    text: ['Receipt', ...rows.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    html:
      '<h2>Receipt</h2><table role="presentation" cellpadding="4">' +
      rows
        .map(
          ([name, value]) =>
            `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>',
  };
}

function link(url: string): Block {
  return {
    text: `Your keys: ${url}`,
    html: `<p><a href="${escapeHtml(url)}">Open your inventory to see your keys</a></p>`,
  };
}

function compose(to: Recipient, subject: string, blocks: Block[]): MailMessage {
  const all = [
    paragraph(`Hello ${to.username},`),
    ...blocks,
    paragraph('Thank you for shopping at Keyshop.'),
  ];
  return {
    to: to.email,
    subject,
    text: all.map((block) => block.text).join('\n\n') + '\n',
    html: `<!doctype html><html lang="en"><body>${all.map((block) => block.html).join('\n')}</body></html>`,
  };
}

/** The confirmation on a durable medium: the order, the consent given for it and where the keys are. */
export function orderPlacedMessage(to: Recipient, order: Order, publicUrl: string): MailMessage {
  return compose(to, `Your Keyshop order ${orderNumber(order.id)}`, [
    paragraph(`Thank you for your order ${orderNumber(order.id)} of ${dateTime(order.createdAt)}.`),
    lines(order),
    receipt(order),
    link(inventoryLink(publicUrl, order.id)),
    ...consent(order),
    paragraph(
      `Keys you have not revealed can be refunded until ${dateTime(order.refundableUntil)} ` +
        "in your account's Orders tab. A revealed key cannot be refunded.",
    ),
  ]);
}

/** After a refund: what was given back now, and the order as it stands. */
export function refundMessage(
  to: Recipient,
  order: Order,
  refund: { amount: number; keys: number },
  publicUrl: string,
): MailMessage {
  return compose(to, `Refund for your Keyshop order ${orderNumber(order.id)}`, [
    paragraph(
      `We have refunded ${euros(refund.amount)} for ${refund.keys} ${refund.keys === 1 ? 'key' : 'keys'} ` +
        `of your order ${orderNumber(order.id)}. The order is now: ${statusText[order.status]}.`,
    ),
    lines(order),
    link(inventoryLink(publicUrl, order.id)),
    ...consent(order),
  ]);
}

/** A payment that arrived after the order's reservation ended, when its keys had sold out: refunded in full. */
export function latePaymentRefundMessage(to: Recipient, order: Order, publicUrl: string): MailMessage {
  return compose(to, `Your Keyshop order ${orderNumber(order.id)} was refunded`, [
    paragraph(
      `Your payment for order ${orderNumber(order.id)} arrived after its reservation had ended, and the keys are no longer in ` +
        `stock. We have refunded the full ${euros(order.payment.amountCents / 100)} through your payment ` +
        'method; depending on your bank it takes a few days to show.',
    ),
    lines(order),
    paragraph(`You can order again at ${publicUrl}.`),
  ]);
}
