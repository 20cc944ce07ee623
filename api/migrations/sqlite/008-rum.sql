-- Real-user measurements, kept only as counts: per hour, page (its route pattern), remote,
-- release and measure, how many reports fell in each bucket of fixed bounds (api/src/lib/rum.ts;
-- page views and client errors in bucket 0). No report, address or cookie is stored.
CREATE TABLE rum_counts (
  hour TEXT NOT NULL,
  route TEXT NOT NULL,
  remote TEXT NOT NULL,
  release_key TEXT NOT NULL,
  metric TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (hour, route, remote, release_key, metric, bucket)
);
