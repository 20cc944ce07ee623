-- What was uploaded for each stored image: one row per variant set (`<key>-<width>.webp` under
-- DATA_DIR/uploads). The upload itself is never kept (it may carry EXIF/GPS data); its size,
-- format and pixel dimensions are, as the yardstick of what pages send (bench:bundle; docs/decisions/016).
-- Written by ImageStore.store, copied by ImageStore.copy, deleted by ImageStore.remove. Images
-- stored before this table existed have no row: their original was never recorded.
CREATE TABLE images (
  key TEXT PRIMARY KEY,
  original_bytes INTEGER NOT NULL,
  original_format TEXT NOT NULL CHECK (original_format IN ('jpeg', 'png')),
  original_width INTEGER NOT NULL,
  original_height INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
