-- Shoppers pay before they get keys: orders reserve keys while awaiting payment, a provider's signed webhook
-- pays them. Orders placed before this migration were delivered at once: they count as paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
UPDATE orders SET status = 'paid' WHERE status = 'completed';
ALTER TABLE orders
  ALTER COLUMN status SET DEFAULT 'awaiting_payment',
  ADD CONSTRAINT orders_status_check CHECK (status IN (
    'awaiting_payment', 'payment_failed', 'paid', 'partially_refunded', 'refunded', 'expired', 'cancelled')),
  -- The keys stay reserved for the order until then (while awaiting_payment or payment_failed).
  ADD COLUMN reserved_until timestamptz,
  -- What the shopper pays, in cents, computed from the reserved lines when the order was placed.
  ADD COLUMN amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  ADD COLUMN payment_provider text NOT NULL DEFAULT 'test' CHECK (payment_provider IN ('test', 'stripe')),
  -- The provider's session (test session id, Stripe Checkout Session id) while one is open or once paid.
  ADD COLUMN payment_session text,
  ADD COLUMN payment_session_expires_at timestamptz,
  -- Where the shopper pays in that session, and how many sessions the order has had (each one's idempotency key).
  ADD COLUMN payment_redirect_url text,
  ADD COLUMN payment_attempts integer NOT NULL DEFAULT 0,
  -- The provider's payment (Stripe PaymentIntent), which refunds name.
  ADD COLUMN payment_reference text,
  ADD COLUMN payment_state text NOT NULL DEFAULT 'pending' CHECK (payment_state IN (
    'pending', 'requires_confirmation', 'succeeded', 'failed', 'canceled', 'refunded')),
  ADD COLUMN payment_failure text,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
UPDATE orders SET amount_cents = round(total * 100), refunded_cents = round(refunded_total * 100),
  payment_state = CASE WHEN status = 'paid' THEN 'succeeded' ELSE 'refunded' END, paid_at = created_at;
-- The sweeper takes the reservations that ended, oldest first.
CREATE INDEX orders_reserved_until ON orders (reserved_until)
  WHERE status IN ('awaiting_payment', 'payment_failed');
CREATE INDEX orders_payment_session ON orders (payment_session) WHERE payment_session IS NOT NULL;

-- A key is reserved (order_id set, sold_at null) and then sold (sold_at set when the order is paid): only sold
-- keys are ever shown, revealed or mailed.
ALTER TABLE product_keys DROP CONSTRAINT product_keys_check;
ALTER TABLE product_keys ADD CONSTRAINT product_keys_sold_to_order CHECK (sold_at IS NULL OR order_id IS NOT NULL);

-- Each provider event is handled once: a replay finds its id here and does nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  order_id uuid,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The test provider's side: its payment sessions (what a card provider keeps for a checkout session).
CREATE TABLE test_payment_sessions (
  id text PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  state text NOT NULL DEFAULT 'open' CHECK (state IN (
    'open', 'requires_confirmation', 'succeeded', 'declined', 'expired', 'canceled')),
  decline_message text,
  card_last4 text,
  -- Its payment once succeeded (what refunds name), and what was refunded of it.
  payment_id text UNIQUE,
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  return_url text NOT NULL,
  cancel_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_payment_sessions_order ON test_payment_sessions (order_id);

-- Work that must happen at least once and survive a restart: the test provider's webhooks to the store and the
-- store's refunds through its provider. Taken with FOR UPDATE SKIP LOCKED, retried with back-off.
CREATE TABLE payment_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('webhook', 'refund')),
  -- Unique: enqueueing the same work twice (a retried request) keeps one.
  idempotency_key text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_outbox_due ON payment_outbox (next_attempt_at) WHERE done_at IS NULL;

-- Refunds the test provider made, once per idempotency key (as Stripe keeps them).
CREATE TABLE test_payment_refunds (
  idempotency_key text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES test_payment_sessions (payment_id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
