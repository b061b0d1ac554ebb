-- A stay's states (issue 42, docs/product.md "A stay's states"): confirmed → checked-in →
-- checked-out, or confirmed → no-show, each set by staff (POST /hotel/bookings/{id}/check-in, …) or
-- by the automatic no-show (src/noShows.ts), and undone on the hotel day it was made. 'cancelled' is
-- allowed for the states' one type, though a cancellation still deletes the booking.
-- What the nights become: a checked-in or checked-out stay keeps holding its booking_nights (it was
-- sold); an early check-out gives back the nights from that day on and shortens `nights`; a no-show
-- gives back every night.

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled'));

-- The state before the last change while it can be undone (NULL once undone: one step back only),
-- and when that change was made (undo is for the same hotel day; the automatic no-show leaves alone a
-- stay whose state anyone has changed, so an undone no-show is not marked again a minute later).
ALTER TABLE bookings ADD COLUMN previous_status text
  CHECK (previous_status IN ('confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled'));
ALTER TABLE bookings ADD COLUMN status_changed_at timestamptz;
-- The nights booked before an early check-out shortened the stay: an undo holds them again.
ALTER TABLE bookings ADD COLUMN booked_nights integer CHECK (booked_nights BETWEEN 1 AND 14);

-- The automatic no-show's scan: confirmed stays by arrival day.
CREATE INDEX bookings_confirmed_arrival ON bookings (booking_date) WHERE status = 'confirmed';

-- Before states, a stay was over when its dates were: the stays already begun are recorded as the
-- front desk guessed them (in house, or stayed), so the automatic no-show never marks a past stay.
-- The database's day is near enough the hotel's for this one guess; nothing says it can be undone.
UPDATE bookings SET status = 'checked-out' WHERE status = 'confirmed' AND booking_date + nights <= current_date;
UPDATE bookings SET status = 'checked-in' WHERE status = 'confirmed' AND booking_date < current_date;
