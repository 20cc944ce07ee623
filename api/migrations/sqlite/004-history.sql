-- What staff did and can undo. A deleted item leaves its table (so no visitor query can show
-- it) and lives on here as a snapshot of its rows, with its files kept on disk, until it is
-- restored or purged after TRASH_DAYS. `image_keys` lists the files a row still needs, so a
-- file is removed only when no live row, trash row or version names it.
CREATE TABLE trash (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('event', 'gallery', 'gallery_image', 'conductor', 'achievement')),
  item_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  data TEXT NOT NULL,
  image_keys TEXT NOT NULL DEFAULT '[]',
  deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  deleted_by_name TEXT NOT NULL,
  deleted_at TEXT NOT NULL
);
CREATE INDEX trash_deleted_at ON trash (deleted_at);

-- The row an update replaced: every column, as it was.
CREATE TABLE versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('event', 'gallery', 'conductor', 'achievement', 'setting')),
  item_id INTEGER NOT NULL,
  data TEXT NOT NULL,
  image_keys TEXT NOT NULL DEFAULT '[]',
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX versions_item ON versions (kind, item_id, id);

-- Who did what to which item. Never a secret: no password, no token, only names and titles.
CREATE TABLE activity (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_name TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT,
  item_id INTEGER,
  title TEXT,
  created_at TEXT NOT NULL
);
