-- Second factors: passkeys (WebAuthn), an authenticator app (TOTP) and recovery codes, and the
-- state of a sign-in between its password and its second step. Every piece of state is a row
-- (never process memory), so any API instance can take the next request.

-- A passkey: its credential id and COSE public key as base64url, the signature counter it last
-- showed, and the user's name for it.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- The authenticator app's secret (base32): pending until a first code turns it on. The last
-- time step a code was accepted for: a code is never accepted twice.
CREATE TABLE totp_secrets (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  enabled_at TEXT,
  last_step INTEGER,
  created_at TEXT NOT NULL
);

-- Recovery codes: only the SHA-256 of each (80 random bits), each used once.
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id, code_hash);

-- A password accepted for an account with a second factor: the SHA-256 of the ticket the
-- client holds, and the wrong second steps it still allows.
CREATE TABLE login_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attempts_left INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX login_tickets_expiry ON login_tickets (expires_at);

-- A WebAuthn challenge handed out and not yet answered, for what it was asked (a user's, or
-- nobody's for a sign-in with a passkey alone); an answer uses it up.
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'second-step', 'confirm')),
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
