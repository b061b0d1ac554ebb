// Exchange rates' SQL (migration 017_exchange_rates.sql): rows are only ever added, the newest per
// currency (by publishing time) is the one guests see. A booking made with a rate its guest was
// shown keeps it (rateForBooking); staff publishing is audited in its own transaction.
import { HOTEL_CURRENCY, RATE_GRACE_MS, type DisplayCurrency, type ExchangeRate } from '@hotel/shared/currency';
import { RATE_CURRENCIES, type ExchangeRateInput, type ExchangeRatesHistory, type PublishedRate } from '@hotel/shared/front-desk/exchangeRates';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { ok, refuse, type Result } from './result';
import type { Write } from './write';

const RATE = `r.id, r.currency, r.rate::float8 AS rate, to_char(r.rate_date, 'YYYY-MM-DD') AS date, r.source`;
const PUBLISHED = `${RATE}, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", r.created_by AS "createdBy"`;
/** Newest first: by publishing time, then id (two rows of one instant still have one order). */
const NEWEST_FIRST = 'r.created_at DESC, r.id DESC';

/** How many of the newest rates the staff's history lists (a rate a day per currency is ~1,800 a year). */
export const HISTORY_LIMIT = 500;

const inDisplayOrder = <R extends ExchangeRate>(rates: R[]) =>
  rates.sort((a, b) => RATE_CURRENCIES.indexOf(a.currency as never) - RATE_CURRENCIES.indexOf(b.currency as never));

/** The rate guests see for each currency that has one, in the display currencies' order. */
async function newestPerCurrency(q: Queryable): Promise<PublishedRate[]> {
  const rows = await q.query<PublishedRate>(`SELECT DISTINCT ON (r.currency) ${PUBLISHED} FROM exchange_rates r ORDER BY r.currency, ${NEWEST_FIRST}`);
  return inDisplayOrder(rows);
}

/** The rate guests see for `currency`; undefined for USD or while none is published. */
export async function newestRate(q: Queryable, currency: DisplayCurrency): Promise<ExchangeRate | undefined> {
  if (currency === HOTEL_CURRENCY) return undefined;
  const [row] = await q.query<ExchangeRate>(`SELECT ${RATE} FROM exchange_rates r WHERE r.currency = $1 ORDER BY ${NEWEST_FIRST} LIMIT 1`, [currency]);
  return row;
}

/**
 * The rate a guest was shown, for their booking: RATE_CHANGED when `rateId` is unknown, of another
 * currency than `currency`, or replaced by a newer rate more than RATE_GRACE_MS before `now` (a guest
 * who lingered a day on the summary books at the rate of today or not at all).
 */
export async function rateForBooking(q: Queryable, rateId: string, currency: DisplayCurrency | undefined, now: Date): Promise<Result<ExchangeRate>> {
  if (!ID_RE.test(rateId)) return refuse('RATE_CHANGED');
  const [row] = await q.query<ExchangeRate & { replacedAt: Date | string | null }>(
    `SELECT ${RATE},
            (SELECT min(n.created_at) FROM exchange_rates n WHERE n.currency = r.currency AND (n.created_at, n.id) > (r.created_at, r.id)) AS "replacedAt"
       FROM exchange_rates r WHERE r.id = $1`,
    [rateId],
  );
  if (!row || (currency !== undefined && row.currency !== currency)) return refuse('RATE_CHANGED');
  if (row.replacedAt !== null && now.getTime() - new Date(row.replacedAt).getTime() > RATE_GRACE_MS) return refuse('RATE_CHANGED');
  const { replacedAt: _replaced, ...rate } = row;
  return ok(rate);
}

export function exchangeRatesRepository(db: Queryable, write: Write) {
  return {
    /** GET /exchange-rates: the newest rate of each currency that has one. */
    async current(): Promise<ExchangeRate[]> {
      return (await newestPerCurrency(db)).map(({ id, currency, rate, date, source }) => ({ id, currency, rate, date, source }));
    },

    newest: (currency: DisplayCurrency) => newestRate(db, currency),

    /** GET /hotel/exchange-rates: the current rates and the HISTORY_LIMIT newest published, newest first. */
    async history(): Promise<ExchangeRatesHistory> {
      const [current, history] = await Promise.all([
        newestPerCurrency(db),
        db.query<PublishedRate>(`SELECT ${PUBLISHED} FROM exchange_rates r ORDER BY ${NEWEST_FIRST} LIMIT ${HISTORY_LIMIT}`),
      ]);
      return { base: HOTEL_CURRENCY, current, history };
    },

    /** Publishes a rate (guests see it from the commit on), audited in the same transaction. */
    publish(input: ExchangeRateInput, actor: string): Promise<PublishedRate> {
      return write(async (tx) => {
        const [row] = await tx.query<PublishedRate>(
          `INSERT INTO exchange_rates AS r (id, currency, rate, rate_date, source, created_by) VALUES ($1, $2, $3, $4::date, $5, $6) RETURNING ${PUBLISHED}`,
          [newId(), input.currency, input.rate, input.date, input.source, actor],
        );
        const { createdAt: _at, createdBy: _by, ...after } = row!;
        await recordAudit(tx, { actor, action: 'exchange-rate.create', target: 'exchange-rate', targetId: row!.id, before: null, after });
        return row!;
      });
    },
  };
}
