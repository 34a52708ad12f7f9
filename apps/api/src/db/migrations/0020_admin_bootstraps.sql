-- ADMIN_EMAILS bootstraps an admin once per address: the account that held the address (verified) when it was
-- first applied. A later account with a freed address is never promoted by it (issue 52: no takeover).
CREATE TABLE admin_bootstraps (
  email text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
