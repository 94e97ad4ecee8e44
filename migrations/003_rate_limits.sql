-- Rate limits kept in the lead store's database (port: src/server/http/rate-limit.ts), so every
-- function instance and every local process over one database counts against the same buckets.
-- Plain SQL that runs unchanged on PostgreSQL and on PGlite.

-- One token bucket per key (`ip:<site>:<address>`, `site:<site>`). The rule it was last taken
-- under is kept with it, so the statement that takes a token can refill the bucket by itself.
-- Times are the callers' clocks in Unix milliseconds; a bucket's time never goes backwards.
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  capacity double precision NOT NULL CHECK (capacity >= 1),
  refill_per_second double precision NOT NULL CHECK (refill_per_second > 0),
  updated_ms bigint NOT NULL,
  -- Whether the latest call got its token (the taking statement returns it).
  taken boolean NOT NULL
);
