-- A test payment session has its payment's id from the start, as a Stripe Checkout Session has its PaymentIntent
-- (a declined attempt and the successful one name the same payment). Settling a session then changes no indexed
-- column (payment_id is unique), so PostgreSQL can write the settled row beside the old one (a HOT update),
-- on pages that keep room for it. Sessions made before this get their id now.
UPDATE test_payment_sessions SET payment_id = 'pi_test_' || substr(md5(id || random()::text), 1, 24)
WHERE payment_id IS NULL;
ALTER TABLE test_payment_sessions ALTER COLUMN payment_id SET NOT NULL;
ALTER TABLE test_payment_sessions SET (fillfactor = 90);
