-- Product keys at rest: sealed (AES-256-GCM, key_cipher) and hashed (HMAC-SHA256, key_hash) by the API with
-- its key-encryption key, which PostgreSQL never sees (PGlite has no pgcrypto, and the key stays out of SQL).
-- The clear column is kept as plaintext_key only until the API's start-up step seals the rows written before
-- this migration (db/keys-repo sealLegacyKeys, in batches); nothing writes it any more.
ALTER TABLE product_keys RENAME COLUMN key TO plaintext_key;
ALTER TABLE product_keys ALTER COLUMN plaintext_key DROP NOT NULL;
ALTER TABLE product_keys DROP CONSTRAINT product_keys_key_key;
ALTER TABLE product_keys
  ADD COLUMN key_hash bytea,
  ADD COLUMN key_cipher bytea,
  -- Where an imported key came from and what it cost (optional CSV columns).
  ADD COLUMN supplier text CHECK (length(supplier) <= 200),
  ADD COLUMN cost numeric(10, 2) CHECK (cost >= 0),
  -- Either still in clear (until sealed at start-up) or sealed and hashed, never both.
  ADD CONSTRAINT product_keys_sealed CHECK (
    (plaintext_key IS NULL AND key_hash IS NOT NULL AND key_cipher IS NOT NULL)
    OR (plaintext_key IS NOT NULL AND key_hash IS NULL AND key_cipher IS NULL)
  );
-- Duplicates are refused store-wide by the keyed hash (a key sold once can never be loaded again).
CREATE UNIQUE INDEX product_keys_key_hash ON product_keys (key_hash);
CREATE INDEX product_keys_plaintext ON product_keys (id) WHERE plaintext_key IS NOT NULL;

-- The KEK the keys are sealed with, by its fingerprint: a process started with another KEK refuses to run
-- instead of sealing keys no other process can open.
CREATE TABLE key_encryption (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fingerprint bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
