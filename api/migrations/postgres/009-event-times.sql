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
ALTER TABLE events ADD COLUMN sequence BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN archived_at TEXT;
CREATE INDEX events_starts ON events (starts_at);

-- The bounds of the new columns (schemas/bounds.ts, EVENT_DETAILS), guarded as the others are.
ALTER TABLE events ADD CONSTRAINT events_details_bounds CHECK (
  char_length(starts_at) <= 30
  AND char_length(ends_at) <= 30
  AND char_length(venue) <= 200
  AND char_length(address) <= 500
  AND char_length(tickets_url) <= 2000
  AND sequence BETWEEN 0 AND 1000000000
);
