-- Mail (issue 31, docs/architecture.md §6 "Mail"): every booking has a confirmation code; every
-- e-mail is a row of mail_outbox written by the transaction of the change that causes it, and
-- delivered after the commit by the sender (src/plugins/mailSender.ts); the front desk's replies
-- to contact messages are kept as the message's thread.

-- HV- + 6 of the unambiguous alphabet (@hotel/shared confirmation.ts); the API draws new ones,
-- the bookings made before this migration get one here.
ALTER TABLE bookings ADD COLUMN confirmation_code text;
UPDATE bookings SET confirmation_code = 'HV-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
    FROM generate_series(1, 6 + 0 * length(bookings.id)));
ALTER TABLE bookings ALTER COLUMN confirmation_code SET NOT NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_confirmation_code_format CHECK (confirmation_code ~ '^HV-[2-9A-HJKMNP-Z]{6}$');
CREATE UNIQUE INDEX bookings_confirmation_code ON bookings (confirmation_code);
-- The calendar file's SEQUENCE: 0 when booked, + 1 on every change of dates.
ALTER TABLE bookings ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0;

-- One e-mail, rendered when written (a cancellation's booking is gone by the time it is sent).
-- pending → sent, or → failed (refused by the mail server, or out of attempts). A sender claims a
-- due row for `locked_until` (a lease): a process killed mid-send leaves it to be retried after.
CREATE TABLE mail_outbox (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  kind            text NOT NULL CHECK (kind IN ('booking.confirmed', 'booking.moved', 'booking.cancelled', 'contact.received', 'contact.reply')),
  message_id      text NOT NULL UNIQUE,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  body_html       text NOT NULL,
  ics             text,
  booking_id      text,
  contact_id      text,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at         timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state = 'pending';
CREATE INDEX mail_outbox_failed ON mail_outbox (created_at DESC) WHERE state = 'failed';

-- The hotel's answers to a contact message, oldest first under it.
CREATE TABLE contact_replies (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  contact_id text NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  author     text NOT NULL,
  body       text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  mail_id    text REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX contact_replies_thread ON contact_replies (contact_id, created_at);
