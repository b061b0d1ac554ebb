// The load beacon's counts (migration 012_remote_loads.sql): POST /beacon adds to one-minute buckets,
// the reads sum them. One statement per table per beacon, each an upsert that adds (count = count +
// n), so API processes writing the same minute at once lose nothing and read the same totals.
import type { Beacon, LoadReport, RemoteLoads, VitalName } from '@hotel/shared/config/beacon';
import type { Database } from '../db/index';

/** Vitals' histogram: bucket b holds the values in (1.05^(b-1), 1.05^b] ms; 0 holds 0-1 ms. */
const RATIO = 1.05;
export const vitalBucket = (ms: number): number => (ms <= 1 ? 0 : Math.ceil(Math.log(ms) / Math.log(RATIO) - 1e-9));
/** A bucket's upper bound (ms), what a percentile read from it is. */
export const bucketValue = (b: number): number => Math.round(RATIO ** b);

/** Rows of the same key summed first: one INSERT may not touch a row twice. */
function tally<K extends unknown[]>(keys: K[]): Array<[...K, number]> {
  const counts = new Map<string, [...K, number]>();
  for (const key of keys) {
    const id = JSON.stringify(key);
    const row = counts.get(id);
    if (row) (row[row.length - 1] as number)++;
    else counts.set(id, [...key, 1]);
  }
  return [...counts.values()];
}

/** `VALUES ($1, $2, …), (…)` for rows of `width` columns, and the flat parameters. */
function values(rows: unknown[][]): { sql: string; params: unknown[] } {
  const params = rows.flat();
  const width = rows[0]!.length;
  const sql = rows.map((_, r) => `(${Array.from({ length: width }, (__, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ');
  return { sql, params };
}

/** A failure's phase and code; a load that succeeded has neither (its phase is always the last). */
const failureOf = (l: LoadReport) => (l.outcome === 'failed' ? [l.phase, l.code ?? ''] : ['', '']);

export function remoteLoadsRepository(db: Database) {
  return {
    /** Adds a beacon's loads and vitals to the minute `at` falls in. */
    async add(beacon: Beacon, at: Date): Promise<void> {
      const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
      const loads = tally(beacon.loads.map((l) => [minute, l.remote, l.release, l.outcome, ...failureOf(l)]));
      // A page's vital counts once for each remote (and its release) that drew the page.
      const vitals = tally(
        (beacon.vitals ?? []).flatMap((v) => Object.entries(v.releases).map(([remote, release]) => [minute, remote, release, v.name, vitalBucket(v.value)])),
      );
      await db.transaction(async (tx) => {
        if (loads.length) {
          const v = values(loads);
          await tx.query(
            `INSERT INTO remote_loads (minute, remote, release, outcome, phase, code, count) VALUES ${v.sql}
             ON CONFLICT (minute, remote, release, outcome, phase, code) DO UPDATE SET count = remote_loads.count + EXCLUDED.count`,
            v.params,
          );
        }
        if (vitals.length) {
          const v = values(vitals);
          await tx.query(
            `INSERT INTO remote_vitals (minute, remote, release, name, bucket, count) VALUES ${v.sql}
             ON CONFLICT (minute, remote, release, name, bucket) DO UPDATE SET count = remote_vitals.count + EXCLUDED.count`,
            v.params,
          );
        }
      });
    },

    /** The buckets of the minutes from `since`'s on (oldest first), and each release's p75 over them. */
    async since(since: Date, now: Date): Promise<RemoteLoads> {
      const from = new Date(Math.floor(since.getTime() / 60_000) * 60_000).toISOString();
      const buckets = await db.query<RemoteLoads['buckets'][number]>(
        `SELECT to_char(minute AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS minute, remote, release, outcome, sum(count)::float8 AS count
           FROM remote_loads WHERE minute >= $1 GROUP BY minute, remote, release, outcome ORDER BY minute, remote, release, outcome`,
        [from],
      );
      const rows = await db.query<{ remote: string; release: string; name: VitalName; bucket: number; n: number }>(
        `SELECT remote, release, name, bucket, sum(count)::float8 AS n
           FROM remote_vitals WHERE minute >= $1 GROUP BY remote, release, name, bucket ORDER BY remote, release, name, bucket`,
        [from],
      );
      return { now: now.toISOString(), buckets, vitals: p75s(rows) };
    },

    /** Every load ever counted, by remote, release and outcome: /metrics' counter. */
    totals(): Promise<Array<{ remote: string; release: string; outcome: string; count: number }>> {
      return db.query(
        `SELECT remote, release, outcome, sum(count)::float8 AS count FROM remote_loads GROUP BY remote, release, outcome ORDER BY remote, release, outcome`,
      );
    },
  };
}

/** Each (remote, release, name)'s 75th percentile from its histogram rows, sorted by bucket. */
function p75s(rows: Array<{ remote: string; release: string; name: VitalName; bucket: number; n: number }>): RemoteLoads['vitals'] {
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const id = `${r.remote}\0${r.release}\0${r.name}`;
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const { remote, release, name } = group[0]!;
    const n = group.reduce((sum, r) => sum + r.n, 0);
    let seen = 0;
    const at = group.find((r) => (seen += r.n) >= 0.75 * n)!;
    return { remote, release, name, p75: bucketValue(at.bucket), n };
  });
}
