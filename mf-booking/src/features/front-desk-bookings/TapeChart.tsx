import { type Booking, type HotelRoom } from '@hotel/shared';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cellAt, chartNights, matchesSearch, moveInGrid, nightHeading, rowCells, shortDate, staysByRoom, type ChartCell, type GridPosition } from './tapeChart';
import styles from './TapeChart.module.css';

export interface TapeChartProps {
  rooms: readonly HotelRoom[];
  /** The stays overlapping the chart's nights (one request). */
  bookings: readonly Booking[];
  /** YYYY-MM-DD, the first night shown. */
  from: string;
  /** The hotel's today (its column is marked). */
  today: string;
  /** The desk's search: matching bars are marked. */
  query?: string;
  onOpen: (booking: Booking) => void;
}

const barName = (b: Booking, room: string) =>
  `${b.userName}, ${room}, ${shortDate(b.bookingDate)} to ${shortDate(b.checkOut)}, ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`;

/**
 * The tape chart (docs/product.md "Front desk"): one row per room, one column per night, each stay
 * a bar over its nights labelled with the guest's name. An ARIA grid: one cell in the Tab order
 * (roving tabindex), the arrow keys, Home and End (Ctrl for the corners) move between cells, a bar
 * spanning nights is one cell, and Enter or Space on a bar opens its booking.
 */
export function TapeChart({ rooms, bookings, from, today, query = '', onOpen }: TapeChartProps) {
  const nights = useMemo(() => chartNights(from), [from]);
  const headings = useMemo(() => nights.map(nightHeading), [nights]);
  const rows = useMemo(() => {
    const byRoom = staysByRoom(bookings);
    return rooms.map((room) => ({ room, cells: rowCells(byRoom.get(room._id) ?? [], from, nights.length) }));
  }, [rooms, bookings, from, nights.length]);
  const grid = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<GridPosition>({ row: 0, col: 0 });
  const size = { rows: rows.length + 1, cols: nights.length + 1 };

  // The [start, end) columns of the cell covering `col` of `row` (column 0 is the room's name).
  const spanAt = (row: number, col: number): [number, number] => {
    if (row === 0 || col === 0) return [col, col + 1];
    const cells = rows[row - 1]!.cells;
    const c = cells[cellAt(cells, col - 1)]!;
    return [c.start + 1, c.start + 1 + c.span];
  };
  // Rows or columns gone after new data: the focus stays inside the grid.
  const current = { row: Math.min(at.row, size.rows - 1), col: spanAt(Math.min(at.row, size.rows - 1), Math.min(at.col, size.cols - 1))[0] };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = moveInGrid(current, e.key, size, spanAt, e.ctrlKey || e.metaKey);
    if (!next) return;
    e.preventDefault();
    setAt(next);
    grid.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };

  const cellProps = (row: number, col: number) => ({
    'data-row': row,
    'data-col': col,
    tabIndex: row === current.row && col === current.col ? 0 : -1,
    onFocus: () => setAt({ row, col }),
  });

  const bar = (room: HotelRoom, c: ChartCell & { booking: Booking }, row: number) => {
    const b = c.booking;
    const cls = [styles.bar, c.before && styles.before, c.after && styles.after, query.trim() && matchesSearch(b, query) && styles.match]
      .filter(Boolean)
      .join(' ');
    return (
      <div
        key={b._id}
        role="gridcell"
        aria-colindex={c.start + 2}
        aria-colspan={c.span}
        aria-label={barName(b, room.name)}
        className={cls}
        style={{ gridColumn: `${c.start + 2} / span ${c.span}` }}
        {...cellProps(row, c.start + 1)}
        tabIndex={cellProps(row, c.start + 1).tabIndex}
        onClick={() => onOpen(b)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onOpen(b);
          }
        }}
      >
        <span className={styles.barLabel}>{b.userName}</span>
      </div>
    );
  };

  return (
    <div className={styles.scroller}>
      {/* The ARIA grid pattern: the cells take the focus (roving tabindex), the grid hears their keys. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={grid}
        role="grid"
        aria-label={`Stays by room, ${nights.length} nights from ${headings[0]!.full}`}
        aria-rowcount={size.rows}
        aria-colcount={size.cols}
        className={styles.grid}
        style={{ ['--nights' as string]: nights.length }}
        onKeyDown={onKeyDown}
      >
        <div role="row" aria-rowindex={1} className={`${styles.row} ${styles.head}`}>
          <div role="columnheader" aria-colindex={1} className={styles.corner} {...cellProps(0, 0)}>
            Room
          </div>
          {nights.map((n, i) => {
            const h = headings[i]!;
            return (
              <div
                key={n}
                role="columnheader"
                aria-colindex={i + 2}
                className={n === today ? `${styles.night} ${styles.today}` : styles.night}
                {...cellProps(0, i + 1)}
              >
                <span aria-hidden="true">{h.weekday}</span>
                <span aria-hidden="true" className={styles.day}>
                  {h.day}
                </span>
                <span className={styles.visuallyHidden}>{h.full}</span>
              </div>
            );
          })}
        </div>
        {rows.map(({ room, cells }, r) => (
          <div key={room._id} role="row" aria-rowindex={r + 2} className={styles.row}>
            <div role="rowheader" aria-colindex={1} className={styles.room} {...cellProps(r + 1, 0)}>
              <span className={styles.roomName} title={room.name}>
                {room.name}
              </span>
              {room.archived && <span className={styles.archived}>Archived</span>}
            </div>
            {cells.map((c) =>
              c.booking ? (
                bar(room, c as ChartCell & { booking: Booking }, r + 1)
              ) : (
                <div
                  key={c.start}
                  role="gridcell"
                  aria-colindex={c.start + 2}
                  aria-label={`${room.name}, ${headings[c.start]!.full}: free`}
                  className={nights[c.start] === today ? `${styles.free} ${styles.todayCell}` : styles.free}
                  style={{ gridColumn: c.start + 2 }}
                  {...cellProps(r + 1, c.start + 1)}
                />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
