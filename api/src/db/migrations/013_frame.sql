-- An Idempotency-Key's first outcome, as the booking repository answers it (issue 42): the booking, or
-- the refusal (src/repositories/result.ts), as JSON. The repository knows no HTTP, so it no longer
-- stores an HTTP answer; the route makes one of the outcome on the first request and on every replay.
-- Rows stored before (status_code and response, an HTTP answer) are replayed from those columns.

ALTER TABLE idempotency_keys ADD COLUMN outcome jsonb;
