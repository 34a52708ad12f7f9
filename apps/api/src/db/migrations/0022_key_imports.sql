-- Key imports in short transactions (a 100,000-key import in one transaction froze the store): an import's keys
-- are staged batch by batch in key_import_rows, where no order can reserve them and no stock counts them; one
-- cheap update of its key_imports row commits the import; its rows then move into product_keys batch by batch,
-- and a start that finds a committed import's rows left (a crash) moves them. A staging import left by a dead
-- process (crash, failure) is discarded in batches: nothing of it ever reaches product_keys.
CREATE TABLE key_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'staging' CHECK (state IN ('staging', 'committed')),
  -- Keys moved into product_keys so far (one committed meanwhile by another import is skipped).
  added integer NOT NULL DEFAULT 0,
  -- Written by every batch: an import untouched for a while belongs to no live process.
  touched_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE key_import_rows (
  import_id bigint NOT NULL REFERENCES key_imports (id) ON DELETE CASCADE,
  line integer NOT NULL,
  key_hash bytea NOT NULL,
  key_cipher bytea NOT NULL,
  supplier text CHECK (length(supplier) <= 200),
  cost numeric(10, 2) CHECK (cost >= 0),
  PRIMARY KEY (import_id, line)
);
-- A committed import's keys count as in the store for the next import until they are moved.
CREATE INDEX key_import_rows_key_hash ON key_import_rows (key_hash);
