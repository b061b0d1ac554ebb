-- Reports (issue 42, docs/product.md "Reports"): each held night keeps its price, the night's total
-- for the party as the stay was priced (quoteStay's nights: the rates of that night, weekend and
-- period, discount taken, times the party's surcharge, rounded as the total was). A stay's nights
-- sum to its booking's price, so a night's room revenue is what the guest pays for that night even
-- after the rates change, and a night given back (an early departure) takes its own price with it.

ALTER TABLE booking_nights ADD COLUMN price numeric(10, 2) CHECK (price >= 0);

-- The nights held before this migration: their booking's price spread over them to the cent, the
-- cents left over on the later nights (a seed booking has one night, so it keeps its price). Night
-- i of n takes floor(cents·i/n) − floor(cents·(i−1)/n): the nights sum to the price exactly.
UPDATE booking_nights n
   SET price = (floor(b.price * 100 * (n.night - b.booking_date + 1) / b.nights)
              - floor(b.price * 100 * (n.night - b.booking_date) / b.nights)) / 100
  FROM bookings b
 WHERE b.id = n.booking_id;

ALTER TABLE booking_nights ALTER COLUMN price SET NOT NULL;

-- Pick-up (basis=booked) reads bookings by the day they were made.
CREATE INDEX bookings_created_at ON bookings (created_at);
