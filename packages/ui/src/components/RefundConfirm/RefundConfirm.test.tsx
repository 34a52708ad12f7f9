import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { RefundConfirm } from './RefundConfirm';
import * as stories from './RefundConfirm.stories';

const { Idle, Keyboard } = composeStories(stories);

describe('RefundConfirm', () => {
  it('asks in an alert dialog before it refunds', async () => {
    await render(<Idle />);
    await page.getByRole('button', { name: 'Refund order #1A2B3C4D' }).click();
    await expect
      .element(page.getByRole('alertdialog', { name: 'Refund order #1A2B3C4D?' }))
      .toHaveTextContent('Refund €39.98 for the keys of this order you have not revealed?');
    expect(Idle.args.onConfirm).not.toHaveBeenCalled();
  });

  it('sends on Confirm refund, busy until it settles, then closes', async () => {
    let settle = () => {};
    const onConfirm = () => new Promise<void>((resolve) => (settle = resolve));
    await render(<RefundConfirm name="#1A2B3C4D" amount={39.98} defaultOpen onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    settle();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Refund order #1A2B3C4D' })).toBeVisible();
  });

  it('stays open when the refund fails, so the user can retry or cancel', async () => {
    await render(
      <RefundConfirm
        name="#1"
        amount={5}
        defaultOpen
        onConfirm={() => Promise.reject(new Error('expired'))}
      />,
    );
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Confirm refund' }))
      .not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  it('takes its texts as labels', async () => {
    await render(
      <RefundConfirm
        name="#1"
        amount={5}
        onConfirm={() => {}}
        defaultOpen
        labels={{
          title: (name) => `Bestellung ${name} erstatten?`,
          confirm: 'Erstatten',
          question: (amount) => `${amount} erstatten?`,
        }}
      />,
    );
    await expect
      .element(page.getByRole('alertdialog', { name: 'Bestellung #1 erstatten?' }))
      .toHaveTextContent('€5.00 erstatten?');
    await expect.element(page.getByRole('button', { name: 'Erstatten' })).toBeVisible();
  });

  it('keeps the focus on its own controls through each step (keyboard)', async () => {
    await renderAndPlay(Keyboard);
  });
});
