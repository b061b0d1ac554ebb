-- Stays (issue 21, docs/architecture.md §6): a booking holds `nights` consecutive nights from its
-- booking_date (the check-in day), 1-14; a booking made without `nights` holds one, as before.
-- Every night a confirmed booking holds is a row of booking_nights, and the primary key
-- (room_id, night) is now the rule that makes a double booking impossible: two stays that share a
-- night cannot both commit, whichever process writes them. It is also the index the stay search
-- (GET /rooms?checkIn&checkOut&guests) probes with NOT EXISTS. A room's bookedDates are
-- booking_nights ∪ room_blocks. Only confirmed bookings exist (status has one value), so every
-- booking's nights are held; DELETE of a booking frees them (ON DELETE CASCADE).

ALTER TABLE bookings ADD COLUMN nights integer NOT NULL DEFAULT 1 CHECK (nights BETWEEN 1 AND 14);

CREATE TABLE booking_nights (
  room_id    text NOT NULL REFERENCES rooms (id),
  night      date NOT NULL,
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  PRIMARY KEY (room_id, night)
);
CREATE INDEX booking_nights_booking ON booking_nights (booking_id);

-- The bookings made before stays hold their one night.
INSERT INTO booking_nights (room_id, night, booking_id)
  SELECT room_id, booking_date, id FROM bookings WHERE status = 'confirmed';

-- The guarantee moved to each night: the per-date index would refuse a stay whose first night is
-- another stay's second (already refused by booking_nights) and nothing else.
DROP INDEX bookings_room_date_active;
