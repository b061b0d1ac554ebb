import type { ReportRow } from '@hotel/shared/front-desk/reports';
import { deskStyles } from '../../ui/front-desk';
import { periodLabel, valueOf, type FigureView } from './reportView';
import styles from './FrontDeskReports.module.css';

/** The report's figures, one row per period: what screen readers read, and what the CSV holds. */
export function ReportTable({ rows, figures, caption }: { rows: ReportRow[]; figures: FigureView[]; caption: string }) {
  return (
    // Focusable and named: on a phone the table scrolls sideways, by keyboard too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={deskStyles.scroller} role="region" aria-label="The report's figures" tabIndex={0}>
      <table className={styles.table}>
        <caption className={deskStyles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {figures.map((f) => (
              <th key={f.key} scope="col">
                {f.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.period} data-period={r.period}>
              <th scope="row">{periodLabel(r.period)}</th>
              {figures.map((f) => (
                <td key={f.key} data-figure={f.key}>
                  {f.format(valueOf(r, f.key))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
