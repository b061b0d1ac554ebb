-- Nightly rates (issue 32, docs/product.md "Rates"): a room's Friday and Saturday price, and its rate
-- periods. A period prices the nights [from_date, to_date) and sets the rules of stays arriving on
-- them. Periods of one room never overlap: the API checks it with the room row locked
-- (src/repositories/rates.ts), so two writers of one room's rates run one after the other.
-- (004 is the e-mails' migration, issue 31.)

ALTER TABLE rooms ADD COLUMN weekend_price numeric(10, 2) CHECK (weekend_price > 0);

CREATE TABLE rate_periods (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  room_id           text NOT NULL REFERENCES rooms (id),
  from_date         date NOT NULL,
  to_date           date NOT NULL,
  price             numeric(10, 2) NOT NULL CHECK (price > 0),
  discount_price    numeric(10, 2) CHECK (discount_price > 0 AND discount_price < price),
  min_nights        integer CHECK (min_nights BETWEEN 1 AND 14),
  closed_to_arrival boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (from_date < to_date)
);
-- The quote, the calendar and the room cache read a room's periods by date.
CREATE INDEX rate_periods_room ON rate_periods (room_id, from_date);
