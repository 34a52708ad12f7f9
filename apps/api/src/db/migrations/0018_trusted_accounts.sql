-- Accounts the shop can trust: verified addresses, admin rights that belong to an account, sessions the server
-- can end, and single-use e-mailed links.

-- Accounts that existed before verification keep working as they did.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;
-- An operator's explicit demotion: ADMIN_EMAILS never promotes this account again.
ALTER TABLE users ADD COLUMN admin_demoted_at timestamptz;

-- One row per sign-in; the token names it, so signing out (or a password reset) ends it on every process.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

-- E-mailed links (confirm an address, confirm a new address, reset a password): only the SHA-256 of the secret
-- is stored; a link works once, before it expires, for the account and address it was made for.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'change_email', 'reset_password')),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);
