-- Keyshop schema. Runs identically on PGlite (PostgreSQL 18) and PostgreSQL 15+.
-- Trusted extension; installed in public so a per-test schema can be dropped without dropping it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE products (
  id integer PRIMARY KEY,
  original_id text NOT NULL UNIQUE,
  product_id text NOT NULL UNIQUE,
  kinguin_id integer NOT NULL UNIQUE,
  company_name text NOT NULL,
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  img text,
  screenshots jsonb NOT NULL DEFAULT '[]',
  featured boolean NOT NULL DEFAULT false,
  -- The platform its keys activate on (a key of the platforms map); drives the key format and the filter.
  platform text NOT NULL,
  platforms jsonb NOT NULL DEFAULT '{}',
  regional_limitations text NOT NULL DEFAULT '',
  developers jsonb NOT NULL DEFAULT '[]',
  genres jsonb NOT NULL DEFAULT '[]',
  languages jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  metacritic_score smallint CHECK (metacritic_score BETWEEN 0 AND 100),
  system_requirements jsonb NOT NULL DEFAULT '[]',
  activation_details text NOT NULL DEFAULT '',
  -- Unsold keys; kept equal to the count of product_keys with order_id IS NULL by the triggers below.
  qty integer NOT NULL DEFAULT 0 CHECK (qty >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_name_trgm ON products USING gin (lower(company_name) gin_trgm_ops);
CREATE INDEX products_featured_sort ON products (featured DESC, price DESC, id);
CREATE INDEX products_price_sort ON products (price, id);
CREATE INDEX products_name_sort ON products ((lower(company_name) COLLATE "C"), id);
CREATE INDEX products_platform ON products (platform, id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  -- Bumped on email/password change or deletion; tokens carry it, so older tokens stop working.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (email);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept (anonymised) when the account is deleted: its keys stay sold.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed')),
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  currency text NOT NULL DEFAULT 'EUR',
  idempotency_key text,
  -- The first answer, returned again for a retry with the same Idempotency-Key.
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  company_name text NOT NULL,
  qty integer NOT NULL CHECK (qty > 0),
  unit_price numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

CREATE TABLE product_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  order_id uuid REFERENCES orders (id),
  sold_at timestamptz,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) = (sold_at IS NULL))
);
-- Selling takes unsold keys of one product: `... WHERE product_id = $1 AND order_id IS NULL FOR UPDATE SKIP LOCKED`.
CREATE INDEX product_keys_unsold ON product_keys (product_id) WHERE order_id IS NULL;
CREATE INDEX product_keys_order ON product_keys (order_id) WHERE order_id IS NOT NULL;

-- products.qty follows the unsold keys, per statement (bulk inserts of keys stay fast).
CREATE FUNCTION product_keys_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET qty = p.qty + d.n
    FROM (SELECT product_id, count(*)::int AS n FROM new_keys WHERE order_id IS NULL GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET qty = p.qty - d.n
    FROM (SELECT product_id, count(*)::int AS n FROM old_keys WHERE order_id IS NULL GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSE
    UPDATE products p SET qty = p.qty + d.n
    FROM (
      SELECT product_id, sum(n)::int AS n FROM (
        SELECT product_id, count(*) FILTER (WHERE order_id IS NULL) AS n FROM new_keys GROUP BY product_id
        UNION ALL
        SELECT product_id, -count(*) FILTER (WHERE order_id IS NULL) FROM old_keys GROUP BY product_id
      ) s GROUP BY product_id
    ) d
    WHERE p.id = d.product_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_keys_stock_insert AFTER INSERT ON product_keys
  REFERENCING NEW TABLE AS new_keys FOR EACH STATEMENT EXECUTE FUNCTION product_keys_stock();
CREATE TRIGGER product_keys_stock_update AFTER UPDATE ON product_keys
  REFERENCING OLD TABLE AS old_keys NEW TABLE AS new_keys FOR EACH STATEMENT EXECUTE FUNCTION product_keys_stock();
CREATE TRIGGER product_keys_stock_delete AFTER DELETE ON product_keys
  REFERENCING OLD TABLE AS old_keys FOR EACH STATEMENT EXECUTE FUNCTION product_keys_stock();

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('contact', 'support')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text,
  email text NOT NULL,
  to_name text,
  subject text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscribers (
  email text PRIMARY KEY CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sliding-window counters shared by every API process (failed logins per account/IP, registrations per IP).
CREATE TABLE rate_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_lookup ON rate_events (kind, subject, created_at);
