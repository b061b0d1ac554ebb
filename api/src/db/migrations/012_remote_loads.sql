-- What guests' browsers report of each remote load and of the page's speed (issue 41, POST /beacon):
-- counts by minute, never one row per visit, and nothing of the visitor (no user, address or URL).
-- The release guard (npm run release-guard) compares a canary's failures with its stable's from
-- these rows; GET /hotel/remote-loads and the metrics listener's /remote-loads read them.

-- Loads per minute, remote, release and outcome; a failure also by the phase it reached and its
-- error's code ('' for a load that succeeded). Several API processes add to the same row
-- (INSERT … ON CONFLICT DO UPDATE SET count = count + n), so every process reads the same totals.
CREATE TABLE remote_loads (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('loaded', 'failed', 'recovered')),
  phase text NOT NULL DEFAULT '',
  code text NOT NULL DEFAULT '',
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (minute, remote, release, outcome, phase, code)
);

-- LCP and INP per minute, remote and release, as a histogram: bucket b counts the values in
-- (1.05^(b-1), 1.05^b] ms (bucket 0: 0 to 1 ms), so a p75 is read within 5 % from a bounded number
-- of rows however many pages report.
CREATE TABLE remote_vitals (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  name text NOT NULL CHECK (name IN ('LCP', 'INP')),
  bucket integer NOT NULL CHECK (bucket >= 0),
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (minute, remote, release, name, bucket)
);
