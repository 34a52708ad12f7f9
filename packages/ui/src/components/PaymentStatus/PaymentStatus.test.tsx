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
      return <PaymentStatus state={state} onApprove={() => setState('waiting')} onFail={() => {}} />;
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
        onFail={undefined}
        labels={{ confirmingTitle: 'Zahlung bestätigen', approve: 'Bestätigen' }}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Zahlung bestätigen' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Bestätigen' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Fail' }).elements()).toHaveLength(0);
  });
});
