'use client';

import { cx } from 'class-variance-authority';
import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
import { formatPrice, type PriceValue, type PriceFormatProps } from '../Price/prices';
import * as styles from './RefundConfirm.css';

export interface RefundConfirmLabels {
  trigger: string;
  /** The trigger's accessible name, from the order's name. */
  triggerName: (name: string) => string;
  /** The confirmation group's name. */
  group: (name: string) => string;
  /** The question, with the formatted amount. */
  question: (amount: string) => string;
  cancel: string;
  confirm: string;
}

export const defaultRefundConfirmLabels: RefundConfirmLabels = {
  trigger: 'Refund',
  triggerName: (name) => `Refund order ${name}`,
  group: (name) => `Confirm the refund of order ${name}`,
  question: (amount) =>
    `Refund ${amount} for the keys of this order you have not revealed? They go back to our stock and can no longer be shown.`,
  cancel: 'Cancel',
  confirm: 'Confirm refund',
};

export interface RefundConfirmProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, PriceFormatProps {
  /** The order's short name, e.g. "#1A2B3C4D". */
  name: string;
  /** What the refund pays back. */
  amount: PriceValue;
  /** Sends the refund; the confirmation closes when it settles. */
  onConfirm?: () => Promise<unknown> | void;
  /** Start at the confirmation step (stories, tests). */
  defaultConfirming?: boolean;
  labels?: Partial<RefundConfirmLabels>;
}

/**
 * A refund with a confirmation step: Refund asks (with the amount), Confirm refund sends, Cancel goes back. The
 * focus follows (it never falls to the page): to Cancel when the question opens, back to Refund when it closes.
 */
export function RefundConfirm({
  name,
  amount,
  onConfirm,
  defaultConfirming = false,
  locale,
  currency,
  labels,
  className,
  ...props
}: RefundConfirmProps) {
  const text = { ...defaultRefundConfirmLabels, ...labels };
  const [confirming, setConfirming] = useState(defaultConfirming);
  const [sending, setSending] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Only after a press here (not on mount): the step that replaced the focused button takes the focus.
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (confirming ? cancelRef : triggerRef).current?.focus();
  }, [confirming]);
  const step = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  if (!confirming) {
    return (
      <div {...props} data-state="idle" className={className}>
        <Button
          ref={triggerRef}
          variant="secondary"
          size="sm"
          aria-label={text.triggerName(name)}
          onClick={() => step(true)}
        >
          {text.trigger}
        </Button>
      </div>
    );
  }
  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm?.();
    } finally {
      setSending(false);
      step(false);
    }
  };
  return (
    <div
      {...props}
      role="group"
      aria-label={text.group(name)}
      data-state="confirming"
      className={cx(styles.group, className)}
    >
      <p className={styles.question}>{text.question(formatPrice(amount, locale, currency))}</p>
      <ButtonGroup>
        <Button ref={cancelRef} variant="secondary" size="sm" disabled={sending} onClick={() => step(false)}>
          {text.cancel}
        </Button>
        <Button variant="danger" size="sm" loading={sending} onClick={() => void confirm()}>
          {text.confirm}
        </Button>
      </ButtonGroup>
    </div>
  );
}
