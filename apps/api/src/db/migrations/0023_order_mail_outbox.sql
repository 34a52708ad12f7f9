-- Order e-mails (paid, refunded, late payment refunded) become outbox work too: queued in the transaction that
-- pays or refunds the order, so a restart between the two still sends them.
ALTER TABLE payment_outbox DROP CONSTRAINT payment_outbox_kind_check;
ALTER TABLE payment_outbox ADD CONSTRAINT payment_outbox_kind_check CHECK (kind IN ('webhook', 'refund', 'mail'));
