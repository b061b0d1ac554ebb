-- Promo codes (issue 43, docs/product.md "Promo codes"). Staff keep promotions; a booking made with
-- one keeps its code and its discount (and each held night its own), so changing or deleting the
-- promotion later changes no booking already made. A deleted promotion is kept, marked deleted_at:
-- its bookings still point at it (a move prices the new nights with its terms) and its code is free
-- for a new promotion. Its uses are the bookings that hold it: a cancelled booking is deleted, so
-- it gives its use back. The use limit is checked with the promotion's row locked for update
-- (src/repositories/promotions.ts), so parallel bookings with one code count one after the other.

CREATE TABLE promotions (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  code         text NOT NULL CHECK (code ~ '^[A-Z0-9-]{3,30}$'),
  percent_off  integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off   numeric(10, 2) CHECK (amount_off > 0),
  stay_from    date NOT NULL,
  stay_to      date NOT NULL,
  book_from    date,
  book_to      date,
  min_nights   integer CHECK (min_nights BETWEEN 1 AND 14),
  max_uses     integer CHECK (max_uses >= 1),
  room_ids     text[] NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz,
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CHECK (stay_from <= stay_to),
  CHECK (book_from IS NULL OR book_to IS NULL OR book_from <= book_to)
);
-- One live promotion per code (codes are stored upper case: case-insensitive).
CREATE UNIQUE INDEX promotions_code ON promotions (code) WHERE deleted_at IS NULL;

ALTER TABLE bookings ADD COLUMN promotion_id text REFERENCES promotions (id);
ALTER TABLE bookings ADD COLUMN promo_code text;
ALTER TABLE bookings ADD COLUMN discount numeric(10, 2) CHECK (discount >= 0);
CREATE INDEX bookings_promotion ON bookings (promotion_id) WHERE promotion_id IS NOT NULL;
-- A night's price is what the guest pays for it (the reports' revenue); its discount is beside it.
ALTER TABLE booking_nights ADD COLUMN discount numeric(10, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0);

-- The audit log names promotions as a target. 'partner' is issue 43's other new target (the
-- partners' migration, 014): listed here too, so whichever of the two runs last keeps both.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_check
  CHECK (target IN ('room', 'booking', 'contact', 'review', 'rate', 'partner', 'promotion'));
