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

// Waiting has none: it shows a spinner.
const icons: Partial<Record<PaymentStatusState, typeof Clock>> = {
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
  const Icon = icons[state];
  // Every state has its `<state>Title` and `<state>Text` label; a decline says the provider's reason first.
  const title = text[`${state}Title`];
  const message = (state === 'declined' && reason) || text[`${state}Text`];
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
  // Each state's ways on: [secondary label, its handler, primary label, its handler]; none without a handler.
  const ways: Record<PaymentStatusState, [string?, (() => void)?, string?, (() => void)?]> = {
    waiting: [],
    unpaid: [text.cancel, onCancel, text.pay, onPay],
    confirming: [text.decline, onDecline, text.approve, onApprove],
    paid: [],
    declined: [text.cancel, onCancel, text.retry, onRetry],
    expired: [undefined, undefined, text.restart, onRestart],
  };
  const [secondary, onSecondary, primary, onPrimary] = ways[state];
  const actions = (onSecondary || onPrimary) && (
    <>
      {button(secondary!, onSecondary, 'secondary')}
      {button(primary!, onPrimary, 'primary')}
    </>
  );
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
