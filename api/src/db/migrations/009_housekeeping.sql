-- Housekeeping (issue 42): each room's state, and out of order closing its nights.
-- The state is the room's (a room is clean, dirty, inspected or out of order); out of order carries the
-- nights it closes, [out_of_order_from, out_of_order_to), and why. Those nights are also room_blocks
-- rows marked out_of_order, so everything that already honours a block (the stay search, the calendar,
-- bookedDates and the live streams, POST /bookings and every move) closes them without a second
-- check, and taking the room back into service deletes exactly those rows (a block the hotel set
-- otherwise stays). Existing rooms start clean.
ALTER TABLE rooms ADD COLUMN housekeeping text NOT NULL DEFAULT 'clean'
  CHECK (housekeeping IN ('clean', 'dirty', 'inspected', 'out-of-order'));
ALTER TABLE rooms ADD COLUMN out_of_order_from date;
ALTER TABLE rooms ADD COLUMN out_of_order_to date;
ALTER TABLE rooms ADD COLUMN out_of_order_reason text;
ALTER TABLE rooms ADD CONSTRAINT rooms_out_of_order CHECK (
  (housekeeping = 'out-of-order') = (out_of_order_from IS NOT NULL AND out_of_order_to IS NOT NULL AND out_of_order_reason IS NOT NULL)
  AND (out_of_order_from IS NULL OR out_of_order_from < out_of_order_to)
);
ALTER TABLE room_blocks ADD COLUMN out_of_order boolean NOT NULL DEFAULT false;
