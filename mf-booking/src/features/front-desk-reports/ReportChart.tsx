import type { ReportRow } from '@hotel/shared/front-desk/reports';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, useRef } from 'react';
import { periodLabel, valueOf, type FigureView } from './reportView';
import { useWidth } from './useWidth';
import styles from './FrontDeskReports.module.css';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };
/** The room a period's label takes under the bars (a date at 11 px, and a gap): fewer fit on a phone. */
const X_LABEL_WIDTH = 90;

/**
 * One figure per period as bars (visx: SVG we write ourselves). The chart is one image to assistive
 * technology, named by its title and pointing at the table, which has the same figures; each bar
 * carries its period and its value as the table shows them (data-period, data-value) and a <title>
 * for a pointer's hover.
 */
export function ReportChart({ figure, rows }: { figure: FigureView; rows: ReportRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 600);
  const titleId = useId();
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = rows.map((r) => valueOf(r, figure.key) ?? 0);
  const x = scaleBand({ domain: rows.map((r) => r.period), range: [0, innerW], padding: rows.length > 60 ? 0.05 : 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(...values, figure.key === 'occupancy' ? 1 : 1e-9)], range: [innerH, 0], nice: true });
  const every = Math.ceil(rows.length / Math.max(1, Math.floor(innerW / X_LABEL_WIDTH)));
  return (
    <figure className={styles.chart} data-figure={figure.key}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {figure.label}
      </figcaption>
      <div ref={box} className={styles.chartBox}>
        <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} aria-describedby="report-table-note">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {rows.map((r) => {
              const v = valueOf(r, figure.key);
              const top = y(v ?? 0);
              return (
                <Bar
                  key={r.period}
                  className={styles.bar}
                  x={x(r.period) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(0, innerH - top)}
                  data-period={r.period}
                  data-value={figure.format(v)}
                >
                  <title>{`${periodLabel(r.period)}: ${figure.format(v)}`}</title>
                </Bar>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => figure.axis(Number(v))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={innerH}
              scale={x}
              tickValues={rows.filter((_, i) => i % every === 0).map((r) => r.period)}
              tickFormat={(p) => p}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}
