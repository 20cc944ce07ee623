-- An applicant's application can be deleted into the trash like any content item.
ALTER TABLE trash DROP CONSTRAINT trash_kind_check;
ALTER TABLE trash ADD CONSTRAINT trash_kind_check
  CHECK (kind IN ('event', 'gallery', 'gallery_image', 'conductor', 'achievement', 'application'));

-- One-time export codes: only the SHA-256 is kept, bound to the session that asked for it
-- (it dies with that session), consumed by the one request that deletes its row.
CREATE TABLE export_codes (
  code_hash TEXT PRIMARY KEY,
  jti TEXT NOT NULL REFERENCES sessions(jti) ON DELETE CASCADE,
  expires_at BIGINT NOT NULL
);
CREATE INDEX export_codes_expiry ON export_codes (expires_at);
