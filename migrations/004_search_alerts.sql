-- Saved searches with alerts (port: src/server/ports/alert-store.ts). Plain SQL that runs unchanged
-- on PostgreSQL and on PGlite. Nothing is deleted: an alert ends unsubscribed, a match mailed or dropped.

-- Every mail to a shopper is a submission with one outbox entry, so it gets the outbox's retries and
-- dead letters: the confirmation of a save, and each alert mail. Their keys
-- (alert-confirmation:<alert id>, alert-mail:<alert id>:<window start>) let the submissions'
-- UNIQUE (site_slug, idempotency_key) refuse a second confirmation and a second mail in one window.
ALTER TABLE submissions DROP CONSTRAINT submissions_kind_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_kind_check
  CHECK (kind IN ('lead', 'form', 'phone-reveal', 'offer-accepted', 'valuation', 'reservation', 'alert-confirmation', 'alert-mail'));

-- The shopper's own mailbox, through the same SMTP settings as the CRM e-mail.
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check
  CHECK (channel IN ('email', 'webhook', 'build-hook', 'search-index', 'shopper-email'));

-- A saved search: whose (the address, kept in lower case), which search (the search page's path, its
-- canonical query string and the whole state the page runs for it, preset included, so matching
-- never needs the page again), how often, and the consent as given: the wording the site showed, the
-- page, the moment and the address it came from. The site is the tenant.
CREATE TABLE search_alerts (
  id uuid PRIMARY KEY,
  site_slug text NOT NULL,
  idempotency_key text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  search_path text NOT NULL,
  search_query text NOT NULL,
  search_state jsonb NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  state text NOT NULL CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
  consent_text text NOT NULL,
  consent_page text,
  consent_at timestamptz NOT NULL,
  consent_ip text,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  last_mailed_at timestamptz,
  CONSTRAINT search_alerts_idempotency UNIQUE (site_slug, idempotency_key),
  CONSTRAINT search_alerts_confirmed_when CHECK (state = 'pending' OR confirmed_at IS NOT NULL OR unsubscribed_at IS NOT NULL),
  CONSTRAINT search_alerts_unsubscribed_when CHECK (state <> 'unsubscribed' OR unsubscribed_at IS NOT NULL)
);

CREATE INDEX search_alerts_by_site ON search_alerts (site_slug, state, created_at DESC);
-- The count of an address's saves in the last hour.
CREATE INDEX search_alerts_by_email ON search_alerts (site_slug, email, created_at);

-- A car a stock change brought into a confirmed alert's search ('new'), or moved down in price in it
-- ('price-drop', with the price before). Unsent until a mail lists it; dropped when the alert is
-- unsubscribed or the car is no longer in the search at that price when the mail is written.
CREATE TABLE search_alert_matches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alert_id uuid NOT NULL REFERENCES search_alerts (id),
  car_id bigint NOT NULL,
  car_slug text NOT NULL,
  car_name text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('new', 'price-drop')),
  -- The advertised price at the match; null for a car shown without a price.
  price numeric(14, 2),
  previous_price numeric(14, 2),
  state text NOT NULL DEFAULT 'unsent' CHECK (state IN ('unsent', 'mailed', 'dropped')),
  found_at timestamptz NOT NULL,
  mail_submission_id uuid REFERENCES submissions (id),
  settled_at timestamptz,
  CONSTRAINT search_alert_matches_mailed CHECK (state <> 'mailed' OR mail_submission_id IS NOT NULL)
);

-- One match per alert, car, reason and price: an import applied twice records nothing new, and a
-- car is never announced twice at the same price.
CREATE UNIQUE INDEX search_alert_matches_once ON search_alert_matches (alert_id, car_id, reason, COALESCE(price, -1));
CREATE INDEX search_alert_matches_unsent ON search_alert_matches (alert_id) WHERE state = 'unsent';
