'use client';

import type { ComponentPropsWithRef } from 'react';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { formatPrice, type PriceValue, type PriceFormatProps } from '../Price/prices';

export interface RefundConfirmLabels {
  trigger: string;
  /** The trigger's accessible name, from the order's name. */
  triggerName: (name: string) => string;
  /** The confirmation's title, from the order's name. */
  title: (name: string) => string;
  /** The question, with the formatted amount. */
  question: (amount: string) => string;
  cancel: string;
  confirm: string;
}

export const defaultRefundConfirmLabels: RefundConfirmLabels = {
  trigger: 'Refund',
  triggerName: (name) => `Refund order ${name}`,
  title: (name) => `Refund order ${name}?`,
  question: (amount) =>
    `Refund ${amount} for the keys of this order you have not revealed? They go back to our stock and can no longer be shown.`,
  cancel: 'Cancel',
  confirm: 'Confirm refund',
};

export interface RefundConfirmProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, PriceFormatProps {
  /** The order's short name, e.g. "#1A2B3C4D". */
  name: string;
  /** What the refund pays back. */
  amount: PriceValue;
  /**
   * Sends the refund. A returned promise keeps the confirmation open, its button busy, until it settles; it then
   * closes (resolved) or stays open for a retry (rejected).
   */
  onConfirm?: () => Promise<unknown> | void;
  /** Whether the confirmation is open, controlled: pass back what `onOpenChange` reports. */
  open?: boolean;
  /**
   * Start with the confirmation open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the confirmation opens or closes. */
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<RefundConfirmLabels>;
}

/**
 * A refund behind the library's one confirmation pattern: Refund opens an AlertDialog (with the amount) whose
 * focus starts on Cancel; Confirm refund sends; Cancel or Escape closes it and the focus returns to Refund.
 */
export function RefundConfirm({
  name,
  amount,
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  locale,
  currency,
  labels,
  ...props
}: RefundConfirmProps) {
  const text = { ...defaultRefundConfirmLabels, ...labels };
  return (
    <div {...props}>
      <AlertDialog
        trigger={
          <Button variant="secondary" size="sm" aria-label={text.triggerName(name)}>
            {text.trigger}
          </Button>
        }
        title={text.title(name)}
        description={text.question(formatPrice(amount, locale, currency))}
        variant="danger"
        onConfirm={onConfirm}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        labels={{ cancel: text.cancel, confirm: text.confirm }}
      />
    </div>
  );
}
