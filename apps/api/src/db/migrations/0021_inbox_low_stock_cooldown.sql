-- The operator's inbox: a message is open until handled; a reply by e-mail is kept with it (who, when, what).
ALTER TABLE messages ADD COLUMN handled_at timestamptz;
ALTER TABLE messages ADD COLUMN handled_by text;
ALTER TABLE messages ADD COLUMN reply text;
ALTER TABLE messages ADD COLUMN replied_at timestamptz;
ALTER TABLE messages ADD COLUMN replied_by text;
CREATE INDEX messages_inbox ON messages (created_at DESC, id DESC);
-- A low-stock alert is kept when stock rises again (cleared_at), so a new crossing within the hour sends nothing.
ALTER TABLE low_stock_alerts ADD COLUMN cleared_at timestamptz;
