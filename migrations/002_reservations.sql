-- Reservations (port: src/server/ports/reservation-store.ts). Plain SQL that runs
-- unchanged on PostgreSQL and on PGlite. Nothing is deleted: a reservation ends released or refunded.

-- A reservation's lead and every later notice to the dealer are submissions of kind 'reservation'.
ALTER TABLE submissions DROP CONSTRAINT submissions_kind_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_kind_check
  CHECK (kind IN ('lead', 'form', 'phone-reveal', 'offer-accepted', 'valuation', 'reservation'));

-- Besides the CRM (e-mail, webhook), a reservation's notices call the site's build hook and update
-- the car's Typesense document, with the outbox's retries.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check
  CHECK (channel IN ('email', 'webhook', 'build-hook', 'search-index'));

CREATE TABLE reservations (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  site_slug text NOT NULL,
  idempotency_key text NOT NULL,
  lead_id uuid NOT NULL REFERENCES submissions (id),
  car_id bigint NOT NULL,
  car_slug text NOT NULL,
  car_name text NOT NULL,
  stocknum text NOT NULL,
  first_name text NOT NULL,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('AUD', 'NZD', 'USD')),
  state text NOT NULL CHECK (state IN ('awaiting_payment', 'payment_pending', 'confirmed', 'released', 'refunded')),
  hold_expires_at timestamptz NOT NULL,
  checkout_session_id text,
  payment_url text,
  payment_id text,
  refund_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT reservations_idempotency UNIQUE (site_slug, idempotency_key)
);

-- One hold per car: of many shoppers who try at once, the database lets exactly one in. The states
-- are the domain's HOLDING_STATES (src/domain/reservations/reservation.ts).
CREATE UNIQUE INDEX reservations_one_hold_per_car ON reservations (site_slug, car_id)
  WHERE state IN ('awaiting_payment', 'payment_pending', 'confirmed');

CREATE INDEX reservations_by_site ON reservations (site_slug, created_at DESC);
CREATE INDEX reservations_lapsing ON reservations (hold_expires_at) WHERE state = 'awaiting_payment';
CREATE INDEX reservations_by_session ON reservations (checkout_session_id);

-- Every state a reservation went through, with why and what caused it.
CREATE TABLE reservation_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  from_state text,
  to_state text NOT NULL,
  reason text NOT NULL,
  source text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX reservation_history_by_reservation ON reservation_history (reservation_id, id);

-- The gateway events applied: the primary key makes a replayed or duplicated event a no-op, and the
-- row is written in the same transaction as the event's effect.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  reservation_id uuid REFERENCES reservations (id),
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
