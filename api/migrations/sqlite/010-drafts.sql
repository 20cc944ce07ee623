-- Drafts and scheduled publishing: `draft` (1: seen only by staff) and `publish_at` (a UTC
-- instant, ISO 8601, so it compares as text; the API takes and answers Riga's local time).
-- Visitors see a row when it is no draft and its publish_at is empty or past; the schedule
-- clears a publish_at once it has passed (a write every instance's change token sees). Each
-- column is guarded by its bounds, as the columns before them are.
ALTER TABLE events ADD COLUMN draft INTEGER NOT NULL DEFAULT 0
  CONSTRAINT events_draft_bounds CHECK (typeof(draft) = 'integer' AND draft IN (0, 1));
ALTER TABLE events ADD COLUMN publish_at TEXT
  CONSTRAINT events_publish_at_bounds CHECK (publish_at IS NULL OR (typeof(publish_at) = 'text' AND length(publish_at) <= 30));
CREATE INDEX events_publish_at ON events (publish_at);
ALTER TABLE galleries ADD COLUMN draft INTEGER NOT NULL DEFAULT 0
  CONSTRAINT galleries_draft_bounds CHECK (typeof(draft) = 'integer' AND draft IN (0, 1));
ALTER TABLE galleries ADD COLUMN publish_at TEXT
  CONSTRAINT galleries_publish_at_bounds CHECK (publish_at IS NULL OR (typeof(publish_at) = 'text' AND length(publish_at) <= 30));
CREATE INDEX galleries_publish_at ON galleries (publish_at);
ALTER TABLE conductors ADD COLUMN draft INTEGER NOT NULL DEFAULT 0
  CONSTRAINT conductors_draft_bounds CHECK (typeof(draft) = 'integer' AND draft IN (0, 1));
ALTER TABLE conductors ADD COLUMN publish_at TEXT
  CONSTRAINT conductors_publish_at_bounds CHECK (publish_at IS NULL OR (typeof(publish_at) = 'text' AND length(publish_at) <= 30));
CREATE INDEX conductors_publish_at ON conductors (publish_at);
