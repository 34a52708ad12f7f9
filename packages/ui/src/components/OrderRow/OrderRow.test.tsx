import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { shortOrderId } from './OrderRow';
import * as listStories from './OrderList.stories';
import * as stories from './OrderRow.stories';

// The stories are the fixtures: Elden Ring's one-item order, the four-item order, the long names; the order
// list with orders, empty (with and without an action) and loading.
const {
  OneItem,
  ManyItems,
  LongNames,
  WithPayment,
  AwaitingPayment,
  ExpiredUnpaid,
  PartlyRefunded,
  Refunded,
  FactsUnderLabels,
} = composeStories(stories);
const list = composeStories(listStories);

describe('OrderRow', () => {
  it('shows the payment: method, amount and the provider reference once there is one', async () => {
    await renderAndPlay(WithPayment);
    const paid = page.getByRole('article', { name: 'Order #5D6E7F80' });
    const facts = paid
      .getByRole('term')
      .elements()
      .map((term) => term.textContent);
    expect(facts).toEqual(['Date', 'Status', 'Total', 'Payment', 'Reference']);
    await renderAndPlay(AwaitingPayment);
    const waiting = page.getByRole('article', { name: 'Order #0A1B2C3D' });
    await expect.element(waiting.getByText('Nothing charged yet')).toBeVisible();
    expect(waiting.getByText('Card, €39.98').elements()).toHaveLength(0);
    expect(waiting.getByRole('term').elements()).toHaveLength(4);
  });

  it('says what happened to the money: nothing charged, or refunded how much, when and for which keys', async () => {
    await renderAndPlay(ExpiredUnpaid);
    const expired = page.getByRole('article', { name: 'Order #1B2C3D4E' });
    await expect.element(expired.getByText('Nothing charged', { exact: true })).toBeVisible();
    expect(expired.getByText('Reference').elements()).toHaveLength(0);
    await renderAndPlay(PartlyRefunded);
    const partly = page.getByRole('article', { name: 'Order #2C3D4E5F' });
    const terms = partly
      .getByRole('term')
      .elements()
      .map((term) => term.textContent);
    expect(terms).toEqual(['Date', 'Status', 'Total', 'Payment', 'Reference', 'Refunded']);
    await expect.element(partly.getByText('1 × Hollow Knight: Silksong, €19.99')).toBeVisible();
    await renderAndPlay(Refunded);
    const refunded = page.getByRole('article', { name: 'Order #3D4E5F6A' });
    const when = refunded.getByText('28 November 2026').element();
    expect(when.tagName).toBe('TIME');
    expect(
      refunded
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Hollow Knight: Silksong× 2']);
  });

  it('shows the short id, the date as <time>, the status, the lines and the total in euros', async () => {
    await renderAndPlay(ManyItems);
    const row = page.getByRole('article', { name: 'Order #8B1E2D3C' });
    await expect.element(row.getByRole('heading', { level: 3 })).toBeVisible();
    const time = row.getByText('1 February 2025').element();
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(ManyItems.args.order!.createdAt);
    await expect.element(row.getByText('Completed')).toBeVisible();
    await expect.element(row.getByText('€154.47')).toBeVisible();
    const lines = row.getByRole('list', { name: 'Items' }).getByRole('listitem');
    expect(lines.elements().map((line) => line.textContent)).toEqual([
      'Hades II× 2',
      'Diablo IV× 1',
      'Baldur’s Gate 3× 1',
      'Cyberpunk 2077: Phantom Liberty× 3',
    ]);
    await expect.element(row.getByRole('link', { name: 'View keys' })).toBeVisible();
  });

  it('shows unknown statuses as given and takes the date and price locales', async () => {
    await render(<OneItem order={{ ...OneItem.args.order!, status: 'refunded' }} locale="de-DE" />);
    await expect.element(page.getByText('refunded')).toBeVisible();
    await expect.element(page.getByText('14. März 2025')).toBeVisible();
    await expect.element(page.getByText('59,99 €')).toBeVisible();
  });

  it('fits 360 px without horizontal scrolling, even with long names', async () => {
    await render(
      <div style={{ width: 360 }}>
        <LongNames />
      </div>,
    );
    const row = page.getByRole('article').element();
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  });

  it('shortens ids to their first eight characters in capitals', () => {
    expect(shortOrderId('3f2a9c1b-7d4e-4b1a-9c3e-2a7f6d5e4c3b')).toBe('#3F2A9C1B');
    expect(shortOrderId('ab-cd')).toBe('#ABCD');
  });
});

describe('OrderList', () => {
  it('lists the orders with an action each', async () => {
    await renderAndPlay(list.Playground);
  });

  it('says there are no orders yet, with the given action', async () => {
    await renderAndPlay(list.EmptyWithAction);
  });

  it('announces loading instead of the empty message', async () => {
    await renderAndPlay(list.Loading, { orders: [] });
    await expect.element(page.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('You have no orders yet.')).not.toBeInTheDocument();
  });
});

describe('OrderRow layout', () => {
  it('puts each value right under its label', async () => {
    await renderAndPlay(FactsUnderLabels);
  });
});
