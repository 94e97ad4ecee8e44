-- The lead store (docs/architecture.md, Calls, ports and adapters; port: src/server/ports/lead-store.ts).
-- Plain SQL that runs unchanged on PostgreSQL and on PGlite. Nothing is ever deleted: a delivery
-- that cannot be made is parked as 'dead'.

-- Every call of the spec's call table that the functions store: leads, generic forms, phone
-- reveals, valuations. The site is the tenant; (site_slug, idempotency_key) makes a retry of the
-- same submit return the first row instead of storing a second one.
CREATE TABLE submissions (
  id uuid PRIMARY KEY,
  site_slug text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('lead', 'form', 'phone-reveal', 'offer-accepted', 'valuation')),
  idempotency_key text NOT NULL,
  dealership_slug text,
  category text,
  subcategory text,
  event_id integer,
  payload jsonb NOT NULL,
  consent_given boolean,
  consent_text text,
  consent_at timestamptz,
  complete boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT submissions_idempotency UNIQUE (site_slug, idempotency_key)
);

CREATE INDEX submissions_by_site ON submissions (site_slug, created_at DESC);

-- The later steps of multi-step leads, kept as sent (the lead's payload holds them merged). The
-- step's own idempotency key makes a retried step a no-op.
CREATE TABLE submission_steps (
  site_slug text NOT NULL,
  idempotency_key text NOT NULL,
  submission_id uuid NOT NULL REFERENCES submissions (id),
  payload jsonb NOT NULL,
  complete boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site_slug, idempotency_key)
);

CREATE INDEX submission_steps_by_submission ON submission_steps (submission_id);

-- CRM deliveries to make, one row per channel of a submission (e-mail and/or webhook). The outbox
-- worker claims due 'pending' rows, then marks them 'delivered', or 'pending' again with a later
-- next_attempt_at, or 'dead' after the last try.
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions (id),
  site_slug text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  target text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';
CREATE INDEX outbox_by_submission ON outbox (submission_id);
