// The manager's reports (staff only, docs/product.md "Reports"): occupancy, ADR, RevPAR, room revenue
// and pick-up by day, ISO week or month, as JSON, or as CSV (Accept: text/csv, or /hotel/reports.csv)
// for a spreadsheet. The query's rules and words are @hotel/shared's, the page's too.
import { REPORT_MAX_DAYS, reportCsv, reportFileName, validateReportQuery, type ReportQuery } from '@hotel/shared/front-desk/reports';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../lib/errors';
import { errors, object, staffOnly, type RoutePlugin } from '../schemas';

const money = (what: string) => ({ type: 'number', nullable: true, description: `${what}, in dollars to the cent` }) as const;

/** One period's figures (ReportRow of @hotel/shared). */
export const reportRow = object({
  period: { type: 'string', description: '2026-03-14 (day), 2026-W11 (ISO week), 2026-03 (month), hotel dates' },
  roomsAvailable: { type: 'integer', nullable: true, description: 'room-nights to sell in the period (null for basis=booked)' },
  roomsSold: { type: 'integer', description: 'room-nights sold' },
  occupancy: { type: 'number', nullable: true, description: 'roomsSold ÷ roomsAvailable, 0-1 to 4 decimals (null for basis=booked)' },
  adr: money('revenue ÷ roomsSold (null when none sold)'),
  revpar: money('revenue ÷ roomsAvailable (null for basis=booked)'),
  revenue: { type: 'number', description: 'room revenue: the sold nights’ prices, in dollars to the cent' },
  bookings: { type: 'integer', description: 'bookings staying in the period (stay) or made in it (booked)' },
});

export const report = object({ rows: { type: 'array', items: reportRow } });

const reportQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, the first day (included); required' },
    to: { type: 'string', maxLength: 32, description: `YYYY-MM-DD, the last day (included), at most ${REPORT_MAX_DAYS} days from from; required` },
    by: { type: 'string', maxLength: 16, description: 'day (default), week (ISO) or month' },
    basis: { type: 'string', maxLength: 16, description: 'stay (default): by the night stayed; booked (pick-up): by the day the booking was made' },
  },
} as const;

const csvSummary = 'RFC 4180, a header first; a cell that looks like a formula is written as text';

export const reportsRoutes: RoutePlugin = async (app) => {
  const { repos } = app;

  const queryOf = (raw: Partial<Record<keyof ReportQuery, string>>): ReportQuery => {
    const valid = validateReportQuery(raw);
    if (!valid.ok) throw badRequest(valid.message, valid.details, 'INVALID_REPORT');
    return valid.value;
  };

  const sendCsv = async (reply: FastifyReply, q: ReportQuery) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFileName(q)}"`)
      .send(reportCsv(await repos.reports.report(q)));

  app.get(
    '/hotel/reports',
    staffOnly(app, {
      summary: `Occupancy, ADR, RevPAR, room revenue and pick-up by day, ISO week or month (USALI); with Accept: text/csv, the same as CSV (${csvSummary})`,
      querystring: reportQuery,
      produces: ['application/json', 'text/csv'],
      response: { 200: report, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const q = queryOf(request.query);
      if (/\btext\/csv\b/i.test(request.headers.accept ?? '')) return sendCsv(reply, q);
      return { rows: await repos.reports.report(q) };
    },
  );

  app.get(
    '/hotel/reports.csv',
    staffOnly(app, {
      summary: `The report of GET /hotel/reports as CSV (${csvSummary})`,
      querystring: reportQuery,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'the CSV' }, ...errors(400, 401, 403) },
    }),
    async (request, reply) => sendCsv(reply, queryOf(request.query)),
  );
};
