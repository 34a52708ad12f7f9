-- Expired rate-limit events are swept by age on every new event; this index keeps that sweep to the expired rows.
CREATE INDEX rate_events_created ON rate_events (created_at);
