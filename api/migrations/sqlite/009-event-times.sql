-- When and where an event is (each optional): its start and end as UTC instants (ISO 8601,
-- so they compare as text; the API takes and answers Riga's local time), the venue, its
-- address and a ticket link. `sequence` counts the edits, as a calendar feed's SEQUENCE;
-- `archived_at` is when an ended event moved itself to the archive (once: staff may move it
-- back by hand).
ALTER TABLE events ADD COLUMN starts_at TEXT;
ALTER TABLE events ADD COLUMN ends_at TEXT;
ALTER TABLE events ADD COLUMN venue TEXT;
ALTER TABLE events ADD COLUMN address TEXT;
ALTER TABLE events ADD COLUMN tickets_url TEXT;
ALTER TABLE events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN archived_at TEXT;
CREATE INDEX events_starts ON events (starts_at);

-- The bounds of the new columns (schemas/bounds.ts, EVENT_DETAILS), guarded as the others are.
CREATE TRIGGER "events_details_bounds_insert" BEFORE INSERT ON "events" FOR EACH ROW WHEN NOT (
  (NEW."starts_at" IS NULL OR (typeof(NEW."starts_at") = 'text' AND length(NEW."starts_at") <= 30))
  AND (NEW."ends_at" IS NULL OR (typeof(NEW."ends_at") = 'text' AND length(NEW."ends_at") <= 30))
  AND (NEW."venue" IS NULL OR (typeof(NEW."venue") = 'text' AND length(NEW."venue") <= 200))
  AND (NEW."address" IS NULL OR (typeof(NEW."address") = 'text' AND length(NEW."address") <= 500))
  AND (NEW."tickets_url" IS NULL OR (typeof(NEW."tickets_url") = 'text' AND length(NEW."tickets_url") <= 2000))
  AND (typeof(NEW."sequence") = 'integer' AND NEW."sequence" BETWEEN 0 AND 1000000000)
) BEGIN SELECT RAISE(ABORT, 'events: a value is outside its bounds'); END;
CREATE TRIGGER "events_details_bounds_update" BEFORE UPDATE ON "events" FOR EACH ROW WHEN NOT (
  (NEW."starts_at" IS NULL OR (typeof(NEW."starts_at") = 'text' AND length(NEW."starts_at") <= 30))
  AND (NEW."ends_at" IS NULL OR (typeof(NEW."ends_at") = 'text' AND length(NEW."ends_at") <= 30))
  AND (NEW."venue" IS NULL OR (typeof(NEW."venue") = 'text' AND length(NEW."venue") <= 200))
  AND (NEW."address" IS NULL OR (typeof(NEW."address") = 'text' AND length(NEW."address") <= 500))
  AND (NEW."tickets_url" IS NULL OR (typeof(NEW."tickets_url") = 'text' AND length(NEW."tickets_url") <= 2000))
  AND (typeof(NEW."sequence") = 'integer' AND NEW."sequence" BETWEEN 0 AND 1000000000)
) BEGIN SELECT RAISE(ABORT, 'events: a value is outside its bounds'); END;
