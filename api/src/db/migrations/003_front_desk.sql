-- The front desk (issue 29, docs/architecture.md §6 "Front desk"): rooms can be taken off sale,
-- reviews hidden by staff, contact messages worked through, and every staff write is recorded in
-- audit_log by the write's own transaction (src/repositories/audit.ts).

-- An archived room leaves every list and the stay search; its page still answers (archived: true)
-- and the bookings already made of it stay.
ALTER TABLE rooms ADD COLUMN archived boolean NOT NULL DEFAULT false;

-- A hidden review leaves the room's reviews and so its averages; its author still sees it.
ALTER TABLE reviews ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE reviews ADD COLUMN hidden_reason text CHECK (length(hidden_reason) <= 500);
CREATE INDEX reviews_latest ON reviews ((coalesce(updated_at, created_at)) DESC);
CREATE INDEX reviews_user ON reviews (user_email);

-- The inbox: new → read (opened) → handled; each step's time kept.
ALTER TABLE contact_messages ADD COLUMN state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'read', 'handled'));
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC);

-- Who did what to which record, before and after, why, and when. Written only inside the
-- transaction of the write it records: a write that rolls back leaves no row.
CREATE TABLE audit_log (
  id        text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor     text NOT NULL,
  action    text NOT NULL,
  target    text NOT NULL CHECK (target IN ('room', 'booking', 'contact', 'review', 'rate')),
  target_id text NOT NULL,
  before    jsonb,
  after     jsonb,
  reason    text
);
CREATE INDEX audit_log_newest ON audit_log (at DESC, id DESC);

-- The tape chart and /hotel/today read stays by date.
CREATE INDEX bookings_booking_date ON bookings (booking_date);
