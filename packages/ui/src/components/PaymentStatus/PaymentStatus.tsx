'use client';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Clock, ShieldQuestion } from 'lucide-react';
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
import { Spinner } from '../Spinner';
import * as styles from './PaymentStatus.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** Where a payment stands, as the shopper sees it. */
export const paymentStatusStates = [
  'waiting',
  'unpaid',
  'confirming',
  'paid',
  'declined',
  'expired',
] as const;
export type PaymentStatusState = (typeof paymentStatusStates)[number];

export const paymentStatusVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { state: styles.states },
  defaultVariants: { state: 'waiting' },
});

export interface PaymentStatusLabels {
  waitingTitle: string;
  waitingText: string;
  unpaidTitle: string;
  unpaidText: string;
  pay: string;
  confirmingTitle: string;
  confirmingText: string;
  approve: string;
  decline: string;
  paidTitle: string;
  paidText: string;
  declinedTitle: string;
  /** Said when the provider gave no reason. */
  declinedText: string;
  retry: string;
  cancel: string;
  expiredTitle: string;
  expiredText: string;
  restart: string;
}

export const defaultPaymentStatusLabels: PaymentStatusLabels = {
  waitingTitle: 'Waiting for payment…',
  waitingText:
    'We are waiting for the payment provider to confirm your payment. This page updates by itself.',
  unpaidTitle: 'Not paid yet',
  unpaidText: 'Nothing has been charged. Pay to get your keys, or cancel the order.',
  pay: 'Continue to payment',
  confirmingTitle: 'Confirm your payment',
  confirmingText: 'Your bank asks you to confirm this payment.',
  approve: 'Approve',
  decline: 'Decline',
  paidTitle: 'Payment received',
  paidText: 'Thank you: your payment is confirmed.',
  declinedTitle: 'Payment declined',
  declinedText: 'Your payment was declined.',
  retry: 'Try again',
  cancel: 'Cancel order',
  expiredTitle: 'Reservation expired',
  expiredText: 'Your reservation ran out before the payment arrived, and its keys went back on sale.',
  restart: 'Start again',
};

export interface PaymentStatusProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  state: PaymentStatusState;
  /** Why the payment was declined, in the provider's words ("Your card has insufficient funds."). */
  reason?: ReactNode;
  /** Declined: pay again (e.g. with another card). */
  onRetry?: () => void;
  /** Unpaid: go (back) to the payment page. */
  onPay?: () => void;
  /** Unpaid or declined: give the order up (its keys are released). */
  onCancel?: () => void;
  /** Expired: start the purchase again. */
  onRestart?: () => void;
  /** Confirming: the extra step's two answers. */
  onApprove?: () => void;
  onDecline?: () => void;
  /**
   * An action is running: the button pressed shows a spinner and stays focused (aria-busy), the others wait.
   * @default false
   */
  loading?: boolean;
  headingLevel?: HeadingLevel;
  /** Below the message: the order's summary, the keys once paid. */
  children?: ReactNode;
  labels?: Partial<PaymentStatusLabels>;
}

const icons = {
  unpaid: Clock,
  confirming: ShieldQuestion,
  paid: CircleCheck,
  declined: CircleX,
  expired: Clock,
};

/**
 * The state of a payment, with the way on from each: waiting (a spinner, live), not paid yet (pay / cancel
 * order), the provider's extra confirmation step (approve / decline), paid, declined with its reason (try again / cancel order), and an
 * expired reservation (start again). Title and message sit in one polite live region, so every change of state
 * is announced without moving focus.
 */
export function PaymentStatus({
  state,
  reason,
  onRetry,
  onCancel,
  onRestart,
  onPay,
  onApprove,
  onDecline,
  loading = false,
  headingLevel = 2,
  labels,
  className,
  children,
  ...props
}: PaymentStatusProps) {
  const text = { ...defaultPaymentStatusLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [pressed, setPressed] = useState<string>();
  const Icon = state === 'waiting' ? undefined : icons[state];
  const copy = {
    waiting: [text.waitingTitle, text.waitingText],
    unpaid: [text.unpaidTitle, text.unpaidText],
    confirming: [text.confirmingTitle, text.confirmingText],
    paid: [text.paidTitle, text.paidText],
    declined: [text.declinedTitle, reason ?? text.declinedText],
    expired: [text.expiredTitle, text.expiredText],
  } satisfies Record<PaymentStatusState, [string, ReactNode]>;
  const [title, message] = copy[state];
  // Busy buttons stay focusable: the one pressed shows the progress, the others refuse clicks while it runs.
  const button = (label: string, onClick: (() => void) | undefined, variant: 'primary' | 'secondary') =>
    onClick && (
      <Button
        variant={variant}
        loading={loading && pressed === label}
        aria-disabled={loading || undefined}
        onClick={() => {
          if (loading) return;
          setPressed(label);
          onClick();
        }}
      >
        {label}
      </Button>
    );
  const actions = {
    waiting: null,
    unpaid: (onCancel || onPay) && (
      <>
        {button(text.cancel, onCancel, 'secondary')}
        {button(text.pay, onPay, 'primary')}
      </>
    ),
    confirming: (onDecline || onApprove) && (
      <>
        {button(text.decline, onDecline, 'secondary')}
        {button(text.approve, onApprove, 'primary')}
      </>
    ),
    paid: null,
    declined: (onCancel || onRetry) && (
      <>
        {button(text.cancel, onCancel, 'secondary')}
        {button(text.retry, onRetry, 'primary')}
      </>
    ),
    expired: button(text.restart, onRestart, 'primary'),
  }[state];
  return (
    <section
      {...props}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-state={state}
      className={paymentStatusVariants({ state, className })}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.announcement}>
        <span className={styles.icon}>
          {Icon ? <Icon aria-hidden className={styles.iconGlyph} /> : <Spinner size="sm" label={null} />}
        </span>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.message}>{message}</p>
      </div>
      {children}
      {actions && <ButtonGroup align="end">{actions}</ButtonGroup>}
    </section>
  );
}
