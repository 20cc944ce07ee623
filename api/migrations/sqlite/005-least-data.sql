-- An applicant's application can be deleted into the trash like any content item (the CHECK
-- names its kind; SQLite changes a CHECK only by copying the table).
CREATE TABLE trash_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('event', 'gallery', 'gallery_image', 'conductor', 'achievement', 'application')),
  item_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  data TEXT NOT NULL,
  image_keys TEXT NOT NULL DEFAULT '[]',
  deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  deleted_by_name TEXT NOT NULL,
  deleted_at TEXT NOT NULL
);
INSERT INTO trash_next (id, kind, item_id, title, data, image_keys, deleted_by, deleted_by_name, deleted_at)
  SELECT id, kind, item_id, title, data, image_keys, deleted_by, deleted_by_name, deleted_at FROM trash;
DROP TABLE trash;
ALTER TABLE trash_next RENAME TO trash;
CREATE INDEX trash_deleted_at ON trash (deleted_at);

-- One-time export codes: only the SHA-256 is kept, bound to the session that asked for it
-- (it dies with that session), consumed by the one request that deletes its row.
CREATE TABLE export_codes (
  code_hash TEXT PRIMARY KEY,
  jti TEXT NOT NULL REFERENCES sessions(jti) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX export_codes_expiry ON export_codes (expires_at);
