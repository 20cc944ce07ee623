-- What a user sees of each signed-in session (the Security tab): an opaque id to end it by (the
-- jti is the token's own id and stays on the server), the browser's user agent and the address
-- it signed in from, when it was last used (written at most once a minute) and when the user
-- last confirmed it is them (the sign-in counts as one).
ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
ALTER TABLE sessions ADD COLUMN address TEXT;
ALTER TABLE sessions ADD COLUMN last_active_at TEXT;
ALTER TABLE sessions ADD COLUMN confirmed_at TEXT;
UPDATE sessions
  SET public_id = md5(jti || random()::text), last_active_at = created_at, confirmed_at = created_at;
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
