-- The language a guest booked or wrote in (issue 44, docs/architecture.md §15): the request's
-- (Accept-Language, the page's language) at POST /bookings and POST /contact. A stay's e-mails and
-- calendar files (booked, moved, cancelled, by the guest or the front desk) and a reply from the
-- inbox are written in it. Everything stored before spoke English.

ALTER TABLE bookings ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale ~ '^[a-z]{2}$');
ALTER TABLE contact_messages ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale ~ '^[a-z]{2}$');
