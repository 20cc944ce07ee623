-- When and where an event is (each optional): its start and end as UTC instants (ISO 8601,
-- so they compare as text; the API takes and answers Riga's local time), the venue, its
-- address and a ticket link. `sequence` counts the edits, as a calendar feed's SEQUENCE;
-- `archived_at` is when an ended event moved itself to the archive (once: staff may move it
-- back by hand). Each column is guarded by its bounds (schemas/bounds.ts, EVENT_DETAILS), as
-- the columns before them are.
ALTER TABLE events ADD COLUMN starts_at TEXT
  CONSTRAINT events_starts_at_bounds CHECK (char_length(starts_at) <= 30);
ALTER TABLE events ADD COLUMN ends_at TEXT
  CONSTRAINT events_ends_at_bounds CHECK (char_length(ends_at) <= 30);
ALTER TABLE events ADD COLUMN venue TEXT
  CONSTRAINT events_venue_bounds CHECK (char_length(venue) <= 200);
ALTER TABLE events ADD COLUMN address TEXT
  CONSTRAINT events_address_bounds CHECK (char_length(address) <= 500);
ALTER TABLE events ADD COLUMN tickets_url TEXT
  CONSTRAINT events_tickets_url_bounds CHECK (char_length(tickets_url) <= 2000);
ALTER TABLE events ADD COLUMN sequence BIGINT NOT NULL DEFAULT 0
  CONSTRAINT events_sequence_bounds CHECK (sequence BETWEEN 0 AND 1000000000);
ALTER TABLE events ADD COLUMN archived_at TEXT;
CREATE INDEX events_starts ON events (starts_at);
