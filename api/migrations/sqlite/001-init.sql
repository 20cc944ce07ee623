-- Schema of the choir API. Timestamps are ISO 8601 UTC strings; booleans are 0/1 integers.
-- Every image column group (image_key, image_width, image_height) names a set of generated
-- webp variants under DATA_DIR/uploads (see src/plugins/app/images.ts).

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  is_edit_mode_active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_roles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (user_id, role)
);

-- One row per issued JWT (its jti): logout and password change revoke on the server.
CREATE TABLE sessions (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  revoked_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Only a SHA-256 of the token is stored: a leaked database does not leak usable tokens.
CREATE TABLE registration_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  roles TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at TEXT,
  used_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  description TEXT,
  footer TEXT,
  "order" INTEGER NOT NULL DEFAULT 0,
  is_current INTEGER NOT NULL DEFAULT 0,
  image_key TEXT,
  image_width INTEGER,
  image_height INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX events_listing ON events(is_current, "order", created_at DESC, id DESC);
CREATE INDEX events_all ON events("order", created_at DESC, id DESC);

CREATE TABLE galleries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  description TEXT,
  "order" INTEGER NOT NULL DEFAULT 0,
  event_id INTEGER REFERENCES events(id) ON DELETE SET NULL,
  image_key TEXT,
  image_width INTEGER,
  image_height INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX galleries_listing ON galleries("order", created_at DESC, id DESC);
CREATE INDEX galleries_event ON galleries(event_id, "order", id);

CREATE TABLE gallery_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  gallery_id INTEGER NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
  image_key TEXT NOT NULL,
  image_width INTEGER NOT NULL,
  image_height INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX gallery_images_gallery ON gallery_images(gallery_id, id);

CREATE TABLE conductors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  position TEXT,
  eng_position TEXT,
  description TEXT,
  eng_text TEXT,
  year_from TEXT,
  year_to TEXT,
  "order" INTEGER NOT NULL DEFAULT 0,
  is_current INTEGER NOT NULL DEFAULT 0,
  image_key TEXT,
  image_width INTEGER,
  image_height INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX conductors_listing ON conductors(is_current, "order", id);

CREATE TABLE achievements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  text TEXT,
  eng_text TEXT,
  "order" INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX achievements_listing ON achievements("order", id);

CREATE TABLE system_settings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE history_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  description TEXT,
  decoration TEXT NOT NULL,
  image_key TEXT,
  image_width INTEGER,
  image_height INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE videos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source TEXT NOT NULL,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  age INTEGER NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  experience TEXT,
  is_lu_student INTEGER NOT NULL DEFAULT 0,
  can_come_1 INTEGER NOT NULL DEFAULT 0,
  can_come_2 INTEGER NOT NULL DEFAULT 0,
  find_out TEXT NOT NULL,
  free TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX applications_newest ON applications(created_at DESC, id DESC);

-- Small key/value facts about this data directory (e.g. when the demo seed ran).
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
