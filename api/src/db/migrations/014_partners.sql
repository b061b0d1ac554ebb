-- Partners (issue 43, docs/architecture.md §7 "Partners"): the sites that sell our rooms from their
-- own pages. A partner's allowed origins replace the PARTNER_ORIGINS list: the booking frame asks
-- GET /partners/by-origin before it opens, and POST /bookings takes a partner only from one of them.
-- A booking made through a partner keeps its partner_id (the commission's basis); the partner's
-- webhook hears of it through webhook_outbox, written in the booking's transaction like mail_outbox.
CREATE TABLE partners (
  id                 text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Exact origins (scheme://host[:port]), validated by validatePartner (@hotel/shared/front-desk/partners).
  allowed_origins    text[] NOT NULL DEFAULT '{}',
  webhook_url        text,
  -- The HMAC key of the partner's webhook signatures: an HMAC needs the key itself, so it is kept;
  -- no answer carries it but the create's and a rotation's.
  webhook_secret     text NOT NULL,
  commission_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (commission_percent BETWEEN 0 AND 100),
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at         timestamptz
);

ALTER TABLE bookings ADD COLUMN partner_id text REFERENCES partners (id);
CREATE INDEX bookings_partner ON bookings (partner_id) WHERE partner_id IS NOT NULL;

-- One event for one partner's webhook, its body fixed when written (a cancellation's booking is gone
-- by the time it is sent; every try sends the same bytes, signed afresh with the time of the try).
-- Claimed like mail_outbox (src/repositories/outbox.ts): pending → sent, or → failed after the last try.
CREATE TABLE webhook_outbox (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  partner_id      text NOT NULL REFERENCES partners (id),
  type            text NOT NULL CHECK (type IN ('booking.created', 'booking.cancelled', 'booking.moved')),
  booking_id      text NOT NULL,
  confirmation_code text NOT NULL,
  body            text NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  -- The last try's outcome: the status and at most 200 characters of the answer, or the error.
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at         timestamptz
);
CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_outbox_failed ON webhook_outbox (created_at DESC) WHERE state = 'failed';

-- The audit log records the partners' writes (partner.create, partner.update, partner.rotate-secret).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_check CHECK (target IN ('room', 'booking', 'contact', 'review', 'rate', 'partner'));
