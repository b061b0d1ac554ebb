-- Exchange rates (issue 44, docs/product.md "Currencies"). The hotel charges in USD; a guest may see
-- an estimate in another currency at the rate staff published. A rate is never edited: a new rate is
-- a new row (the newest per currency is the one guests see), so a booking can point at the rate it
-- was shown and the history says what every guest saw when. `rate` is how much of `currency` 1 USD
-- buys. No demo rates here: an empty database gets them from the seed (src/db/seed.ts), a real one
-- from its staff.
CREATE TABLE exchange_rates (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  currency    text NOT NULL CHECK (currency ~ '^[A-Z]{3}$' AND currency <> 'USD'),
  rate        numeric(20, 10) NOT NULL CHECK (rate > 0),
  rate_date   date NOT NULL,
  source      text NOT NULL CHECK (btrim(source) <> ''),
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  text NOT NULL
);
-- The newest per currency (GET /exchange-rates, the quote) and the one published after a given one
-- (when a booking's rate was superseded).
CREATE INDEX exchange_rates_newest ON exchange_rates (currency, created_at DESC, id DESC);

-- The estimate a booking was shown, kept with it: NULL for a booking in USD (every column, or none).
-- The rate, its date and source are copied, so the booking reads without the rate's row.
ALTER TABLE bookings ADD COLUMN display_currency text;
ALTER TABLE bookings ADD COLUMN display_amount numeric(16, 2) CHECK (display_amount >= 0);
ALTER TABLE bookings ADD COLUMN exchange_rate_id text REFERENCES exchange_rates (id);
ALTER TABLE bookings ADD COLUMN exchange_rate numeric(20, 10);
ALTER TABLE bookings ADD COLUMN exchange_rate_date date;
ALTER TABLE bookings ADD COLUMN exchange_rate_source text;
ALTER TABLE bookings ADD CONSTRAINT bookings_estimate_whole CHECK (
  (display_currency IS NULL) = (display_amount IS NULL) AND (display_currency IS NULL) = (exchange_rate_id IS NULL)
  AND (display_currency IS NULL) = (exchange_rate IS NULL) AND (display_currency IS NULL) = (exchange_rate_date IS NULL)
  AND (display_currency IS NULL) = (exchange_rate_source IS NULL)
);

-- The audit log names exchange rates as a target (exchange-rate.create).
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_check
  CHECK (target IN ('room', 'booking', 'contact', 'review', 'rate', 'partner', 'promotion', 'exchange-rate'));
