import { addDays, todayIn, useLoad, useRuntimeConfig } from '@hotel/shared';
import { frontDeskApi, Loading, LoadFailed } from '@hotel/shared/front-desk';
import {
  REPORT_GROUPINGS,
  reportCsv,
  reportFileName,
  reportTotals,
  validateReportQuery,
  type ReportBasis,
  type ReportGrouping,
  type ReportQuery,
} from '@hotel/shared/front-desk/reports';
import { DateField } from '@hotel/shared/ui';
import { useId, useState } from 'react';
import { deskStyles } from '../../ui/front-desk';
import { downloadText } from './download';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { figuresOf } from './reportView';
import styles from './FrontDeskReports.module.css';

const GROUPING_LABELS: Record<ReportGrouping, string> = { day: 'Day', week: 'Week (ISO)', month: 'Month' };
const BASIS_LABELS: Record<ReportBasis, string> = { stay: 'Nights stayed', booked: 'Pick-up (date booked)' };

/** This month in the hotel's time zone: its first day to its last. */
function thisMonth(today: string): Pick<ReportQuery, 'from' | 'to'> {
  const from = `${today.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/**
 * /hotel/reports (docs/product.md "Reports"): occupancy, ADR, RevPAR and room revenue by day, ISO week
 * or month for a range of stay dates, or the pick-up (nights and revenue by the day they were booked);
 * the figures the eye reads as charts, the same in a table, and the table as CSV.
 */
export default function FrontDeskReportsPage() {
  const { hotelTimeZone } = useRuntimeConfig();
  const [query, setQuery] = useState<ReportQuery>(() => ({ ...thisMonth(todayIn(hotelTimeZone)), by: 'day', basis: 'stay' }));
  const ids = { by: useId(), basis: useId() };
  const valid = validateReportQuery(query);
  // Each answer keeps the query it answers: while the next one loads, the last one stays on screen
  // with its own figures and words.
  const report = useLoad(valid.ok ? `${query.from}|${query.to}|${query.by}|${query.basis}` : null, () =>
    frontDeskApi.report(query).then(({ rows }) => ({ query, rows })),
  );
  const set = (patch: Partial<ReportQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const shown = report.data ?? report.latest;
  const rows = shown?.rows;
  const figures = figuresOf(shown?.query.basis ?? query.basis);
  const totals = rows ? reportTotals(rows) : null;
  const caption = shown
    ? `${shown.query.basis === 'stay' ? 'By night stayed' : 'Pick-up, by the day booked'}, by ${shown.query.by}, ${shown.query.from} to ${shown.query.to}`
    : '';

  return (
    <div className={deskStyles.page}>
      <h1 className={deskStyles.title}>Reports</h1>
      <p className={deskStyles.subtitle}>Occupancy, ADR, RevPAR and room revenue as USALI defines them; pick-up by the day booked.</p>

      <form className={styles.controls} onSubmit={(e) => e.preventDefault()} aria-label="Report">
        <div className={styles.field}>
          <DateField label="From" value={query.from} onChange={(v) => v && set({ from: v })} classNames={{ label: styles.label, input: deskStyles.textBox }} />
        </div>
        <div className={styles.field}>
          <DateField label="To" value={query.to} onChange={(v) => v && set({ to: v })} classNames={{ label: styles.label, input: deskStyles.textBox }} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.by}>
            Group by
          </label>
          <select id={ids.by} className={deskStyles.textBox} value={query.by} onChange={(e) => set({ by: e.target.value as ReportGrouping })}>
            {REPORT_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {GROUPING_LABELS[g]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.basis}>
            Count
          </label>
          <select id={ids.basis} className={deskStyles.textBox} value={query.basis} onChange={(e) => set({ basis: e.target.value as ReportBasis })}>
            {(Object.keys(BASIS_LABELS) as ReportBasis[]).map((b) => (
              <option key={b} value={b}>
                {BASIS_LABELS[b]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={deskStyles.secondary}
          disabled={!report.data}
          onClick={() => report.data && downloadText(reportFileName(report.data.query), reportCsv(report.data.rows), 'text/csv')}
        >
          Download CSV
        </button>
      </form>

      {!valid.ok && (
        <p role="alert" className={styles.invalid}>
          {valid.message}
        </p>
      )}
      {report.status === 'error' && <LoadFailed text="The report could not be loaded." onRetry={report.reload} />}
      {report.status === 'loading' && !rows && <Loading text="Loading the report…" />}
      {rows && totals && (
        <>
          <dl className={styles.totals} aria-label="The whole range">
            {figures.slice(0, 4).map((f) => (
              <div key={f.key} className={`${deskStyles.card} ${styles.total}`}>
                <dt>{f.label}</dt>
                <dd data-figure={f.key}>{f.format(totals[f.key])}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.charts}>
            {figures
              .filter((f) => f.chart)
              .map((f) => (
                <ReportChart key={f.key} figure={f} rows={rows} />
              ))}
          </div>
          <p id="report-table-note" className={deskStyles.muted}>
            The same figures, period by period:
          </p>
          <ReportTable rows={rows} figures={figures} caption={caption} />
        </>
      )}
    </div>
  );
}
