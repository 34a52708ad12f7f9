import { composeStories } from '@storybook/react-vite';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PaymentStatus, type PaymentStatusState } from './PaymentStatus';
import * as stories from './PaymentStatus.stories';

const { Waiting, Declined, Confirming, Expired } = composeStories(stories);

describe('PaymentStatus', () => {
  it('announces each new state in the same live region, without moving focus', async () => {
    function Flow() {
      const [state, setState] = useState<PaymentStatusState>('confirming');
      return <PaymentStatus state={state} onApprove={() => setState('waiting')} onDecline={() => {}} />;
    }
    await render(<Flow />);
    const region = page.getByRole('status');
    const live = region.element();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.element(region).toHaveTextContent('Waiting for payment…');
    expect(page.getByRole('status').element()).toBe(live);
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
  });

  it('offers only the ways on of the state', async () => {
    await render(<Waiting />);
    expect(page.getByRole('button').elements()).toHaveLength(0);
    await render(<Expired />);
    expect(
      page
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['Start again']);
  });

  it('reaches its actions by keyboard', async () => {
    await render(<Declined />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(Declined.args.onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts as labels and leaves out an action with no handler', async () => {
    await render(
      <Confirming
        onDecline={undefined}
        labels={{ confirmingTitle: 'Zahlung bestätigen', approve: 'Bestätigen' }}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Zahlung bestätigen' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Bestätigen' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Decline' }).elements()).toHaveLength(0);
  });

  it('keeps the focus on the pressed button while its action runs, showing progress there', async () => {
    function Busy() {
      const [loading, setLoading] = useState(false);
      return (
        <PaymentStatus state="unpaid" loading={loading} onPay={() => setLoading(true)} onCancel={() => {}} />
      );
    }
    await render(<Busy />);
    const pay = page.getByRole('button', { name: 'Continue to payment' });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(pay).toHaveAttribute('aria-busy', 'true');
    await expect.element(pay).toHaveFocus();
    await expect.element(pay).not.toHaveAttribute('disabled');
    await expect
      .element(page.getByRole('button', { name: 'Cancel order' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('offers shoppers no Fail button on the confirmation step', async () => {
    await render(<Confirming />);
    expect(
      page
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['Decline', 'Approve']);
  });
});
