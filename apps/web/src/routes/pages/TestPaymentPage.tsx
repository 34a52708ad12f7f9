import { formatDateTime, testCards, type TestSession } from '@keyshop/contracts';
import {
  Button,
  ButtonGroup,
  CardFields,
  EmptyState,
  ErrorState,
  Page,
  PaymentStatus,
  Spinner,
  cardErrors,
  emptyCardDetails,
  formatCardNumber,
  formatPrice,
  type CardDetails,
} from '@keyshop/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { confirmTestSession, payTestSession } from '../../api/testPayments';
import { useTestSession } from '../../hooks/payments';
import { useFocusHeading } from '../../hooks/useFocusHeading';
import { useAuth } from '../../state/auth';
import { loginRedirect } from '../../lib/redirect';
import { SessionCheck } from '../../components/SessionCheck';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

const TITLE = 'Test payment';

/** Stripe's test cards, as the test provider answers them. */
const testCardList = [
  [testCards.succeeds, 'the payment succeeds'],
  [testCards.declined, 'the card is declined'],
  [testCards.insufficientFunds, 'declined for insufficient funds'],
  [testCards.requiresConfirmation, 'asks you to approve or decline an extra step'],
] as const;

/** Back to the store: /purchase?order={id} shows the order while the provider's confirmation lands. */
const leaveFor = (url: string) => window.location.replace(url);

function TestNotice({ amountCents, expiresAt }: { amountCents: number; expiresAt: string }) {
  return (
    <section aria-labelledby="test-notice">
      <h2 id="test-notice">This is a test payment: no money moves</h2>
      <p>
        The store runs its test payment provider. Nothing is charged to any card. Pay{' '}
        <strong>{formatPrice(amountCents / 100)}</strong> with one of these test cards, any expiry date in the
        future and any three-digit CVC:
      </p>
      <ul>
        {testCardList.map(([number, outcome]) => (
          <li key={number}>
            <code>{formatCardNumber(number)}</code>: {outcome}
          </li>
        ))}
      </ul>
      <p>
        Your keys stay reserved while you pay: this page is open until{' '}
        <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>.
      </p>
    </section>
  );
}

/**
 * The card form: checked here first (every message in place), then sent; the server's own refusal shows too. A
 * session that moved on meanwhile (paid in another tab, expired: 409) is read again, so its new state shows.
 */
function CardForm({
  session,
  onDone,
  onStale,
}: {
  session: TestSession;
  onDone: (next: TestSession) => void;
  onStale: () => void;
}) {
  const [card, setCard] = useState<CardDetails>(emptyCardDetails);
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string[]>();
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field that says what is wrong.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (Object.keys(cardErrors(card)).length > 0) {
      setShowErrors(true);
      setAttempt((count) => count + 1);
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      onDone(
        await payTestSession(session.id, { cardNumber: card.number, expiry: card.expiry, cvc: card.cvc }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return onStale();
      const errors = error instanceof ApiError ? error.errors?.map((e) => e.message) : undefined;
      setFailure(errors?.length ? errors : [error instanceof Error ? error.message : String(error)]);
      setSending(false);
    }
  };

  return (
    <form ref={form} noValidate aria-label="Pay by card" onSubmit={(event) => void submit(event)}>
      {session.state === 'declined' && session.declineMessage && (
        <ErrorState size="sm" message={session.declineMessage} description="Try another card." />
      )}
      <CardFields value={card} onChange={setCard} showErrors={showErrors} disabled={sending} />
      {failure && <ErrorState size="sm" message={failure.join(' ')} />}
      <ButtonGroup align="end">
        <Button asChild variant="secondary">
          <a href={session.cancelUrl}>Cancel and return to the store</a>
        </Button>
        <Button type="submit" size="lg" loading={sending}>
          Pay {formatPrice(session.amountCents / 100)}
        </Button>
      </ButtonGroup>
    </form>
  );
}

/** The extra step of 4000 0000 0000 3220, as a bank's 3-D Secure page would ask it. */
function ConfirmStep({ session, onDone }: { session: TestSession; onDone: (next: TestSession) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const answer = async (outcome: 'approve' | 'fail') => {
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(await confirmTestSession(session.id, outcome));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <PaymentStatus
      state="confirming"
      loading={busy}
      labels={{
        confirmingText:
          'Your bank asks you to confirm this test payment. Approve it, or decline it to see it fail.',
      }}
      onApprove={() => void answer('approve')}
      onDecline={() => void answer('fail')}
    >
      {failure && <ErrorState size="sm" message={failure} />}
    </PaymentStatus>
  );
}

/** A step that replaces the card form (the bank's extra step, an outcome) takes the focus to its heading. */
function StepFocus({ step, children }: { step: TestSession['state']; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  useFocusHeading(content, step === 'open' || step === 'declined' ? null : step);
  return <div ref={content}>{children}</div>;
}

/**
 * /pay/test/{sessionId}: the payment page of the store's test provider (PAYMENT_PROVIDER=test), standing in for
 * a card provider's hosted page in test mode. It says that no money moves, takes a card (Stripe's test cards
 * decide the outcome), asks the extra confirmation step when the card wants one, and sends the shopper back to
 * the store, which waits there for the provider's signed webhook.
 */
export function TestPaymentPage() {
  const { sessionId } = useParams();
  const location = useLocation();
  const { user, status } = useAuth();
  const { data: session, error, mutate } = useTestSession(sessionId);

  // A finished attempt goes back to the store; the extra step stays here.
  const done = (next: TestSession) => {
    void mutate(next, { revalidate: false });
    if (next.state === 'succeeded' || next.state === 'declined') leaveFor(next.returnUrl);
  };

  if (status === 'checking') return <SessionCheck title={TITLE} />;
  let body;
  if (!user) {
    const login = loginRedirect(location);
    body = (
      <>
        <p>Please sign in to pay your order.</p>
        <Button asChild>
          <Link to={login.to} state={login.state}>
            Sign In
          </Link>
        </Button>
      </>
    );
  } else if (!session) {
    body = error ? (
      error instanceof ApiError && error.status === 404 ? (
        <ErrorState
          message="This payment was not found."
          action={
            <Button asChild variant="secondary">
              <Link to="/account?tab=orders">View your orders</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          message="This payment could not be loaded."
          action={<Button onClick={() => void mutate()}>Try again</Button>}
        />
      )
    ) : (
      <EmptyState icon={<Spinner label={null} />} message="Loading the payment" />
    );
  } else {
    const toOrder = (
      <Button asChild>
        <a href={session.returnUrl}>View your order</a>
      </Button>
    );
    const over = (message: string, description: ReactNode) => (
      <EmptyState headingLevel={2} message={message} description={description} action={toOrder} />
    );
    const stale = () => void mutate();
    const step = {
      open: <CardForm session={session} onDone={done} onStale={stale} />,
      declined: <CardForm session={session} onDone={done} onStale={stale} />,
      requires_confirmation: <ConfirmStep session={session} onDone={done} />,
      succeeded: <PaymentStatus state="paid">{toOrder}</PaymentStatus>,
      expired: over(
        'This payment session has expired.',
        'Nothing was charged. Your order shows whether its keys are still reserved and how to pay.',
      ),
      canceled: over('This payment session was cancelled.', 'Nothing was charged.'),
    }[session.state];
    body = (
      <>
        <TestNotice amountCents={session.amountCents} expiresAt={session.expiresAt} />
        <StepFocus step={session.state}>{step}</StepFocus>
      </>
    );
  }
  return (
    <Page title={TITLE} width="narrow">
      <title>{pageTitle(TITLE)}</title>
      {body}
    </Page>
  );
}

/** A payment page: never indexed. */
export const meta = noindexMeta;

export default TestPaymentPage;
