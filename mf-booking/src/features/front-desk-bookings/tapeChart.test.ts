import { testBooking } from '@hotel/shared/testing';
import { cellAt, chartNights, chartRange, matchesSearch, moveInGrid, nightHeading, rowCells, shiftWeeks, shortDate, staysByRoom, type ChartCell } from './tapeChart';

const stay = (id: string, bookingDate: string, checkOut: string, roomId = 'r1') =>
  testBooking({ _id: id, roomId, bookingDate, checkOut, nights: 0 });

const shape = (cells: ChartCell[]) => cells.map((c) => (c.booking ? `${c.booking._id}:${c.start}+${c.span}` : `.${c.start}`));

describe('the chart nights', () => {
  it('are 14 from the chosen date, across a month end, and the one request asks for [from, from + 14)', () => {
    const nights = chartNights('2026-11-25');
    expect(nights).toHaveLength(14);
    expect(nights[0]).toBe('2026-11-25');
    expect(nights[6]).toBe('2026-12-01');
    expect(nights[13]).toBe('2026-12-08');
    expect(chartRange('2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-09' });
  });

  it('move a week at a time', () => {
    expect(shiftWeeks('2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftWeeks('2026-03-03', -1)).toBe('2026-02-24');
  });
});

describe('rowCells: a room row', () => {
  const from = '2026-11-25';

  it('is 14 free nights without stays', () => {
    expect(shape(rowCells([], from))).toEqual(Array.from({ length: 14 }, (_, i) => `.${i}`));
  });

  it('puts each stay over its nights (check-out not held), free nights around', () => {
    const cells = rowCells([stay('b', '2026-11-27', '2026-11-30'), stay('a', '2026-11-25', '2026-11-26')], from);
    expect(shape(cells).slice(0, 6)).toEqual(['a:0+1', '.1', 'b:2+3', '.5', '.6', '.7']);
    expect(cells.reduce((n, c) => n + c.span, 0)).toBe(14);
  });

  it('clips a stay that began before the chart or ends after it, and says so', () => {
    const cells = rowCells([stay('early', '2026-11-20', '2026-11-27'), stay('late', '2026-12-05', '2026-12-12')], from);
    expect(shape(cells)).toEqual(['early:0+2', '.2', '.3', '.4', '.5', '.6', '.7', '.8', '.9', 'late:10+4']);
    expect(cells[0]).toMatchObject({ before: true, after: false });
    expect(cells.at(-1)).toMatchObject({ before: false, after: true });
  });

  it('leaves out stays wholly outside the chart (a check-out on the first night holds none of it)', () => {
    const cells = rowCells([stay('gone', '2026-11-20', '2026-11-25'), stay('later', '2026-12-09', '2026-12-10')], from);
    expect(cells.every((c) => c.booking === null)).toBe(true);
  });

  it('never draws a night twice when stays overlap', () => {
    const cells = rowCells([stay('a', '2026-11-25', '2026-11-28'), stay('b', '2026-11-26', '2026-11-29')], from);
    expect(shape(cells).slice(0, 3)).toEqual(['a:0+3', 'b:3+1', '.4']);
  });

  it('cellAt finds the cell covering a column', () => {
    const cells = rowCells([stay('b', '2026-11-27', '2026-11-30')], from);
    expect(cellAt(cells, 3)).toBe(2);
    expect(cellAt(cells, 5)).toBe(3);
  });
});

describe('staysByRoom', () => {
  it('groups the one answer by room', () => {
    const m = staysByRoom([stay('a', '2026-11-25', '2026-11-26', 'r1'), stay('b', '2026-11-25', '2026-11-26', 'r2'), stay('c', '2026-11-27', '2026-11-28', 'r1')]);
    expect(m.get('r1')!.map((b) => b._id)).toEqual(['a', 'c']);
    expect(m.get('r2')!.map((b) => b._id)).toEqual(['b']);
  });
});

describe('moveInGrid (arrow keys, Home, End)', () => {
  // Row 0: header (1 + 14 single cells). Row 1: room name, then a bar over columns 3-5, singles elsewhere.
  const spanAt = (row: number, col: number): [number, number] => (row === 1 && col >= 3 && col <= 5 ? [3, 6] : [col, col + 1]);
  const size = { rows: 3, cols: 15 };
  const move = (row: number, col: number, key: string, ctrl = false) => moveInGrid({ row, col }, key, size, spanAt, ctrl);

  // From (row, col), a key (Ctrl+ held or not) lands on (row, col); null: the key is not the grid's.
  it.each<[string, [number, number], string, [number, number] | null]>([
    ['right and left step over a bar as one cell', [1, 2], 'ArrowRight', [1, 3]],
    ['right and left step over a bar as one cell', [1, 3], 'ArrowRight', [1, 6]],
    ['right and left step over a bar as one cell', [1, 6], 'ArrowLeft', [1, 3]],
    ['right and left step over a bar as one cell', [1, 3], 'ArrowLeft', [1, 2]],
    ['up and down land on the cell under the first night of a bar', [1, 3], 'ArrowDown', [2, 3]],
    ['up and down land onto a bar from any of its nights', [2, 5], 'ArrowUp', [1, 3]],
    ['up and down land onto a bar from any of its nights', [0, 4], 'ArrowDown', [1, 3]],
    ['stops at the edges', [0, 0], 'ArrowUp', [0, 0]],
    ['stops at the edges', [0, 0], 'ArrowLeft', [0, 0]],
    ['stops at the edges', [2, 14], 'ArrowRight', [2, 14]],
    ['stops at the edges', [2, 14], 'ArrowDown', [2, 14]],
    ['Home and End go to the row ends', [1, 8], 'Home', [1, 0]],
    ['Home and End go to the row ends', [1, 8], 'End', [1, 14]],
    ['with Ctrl, Home and End go to the grid corners', [1, 8], 'Ctrl+Home', [0, 0]],
    ['with Ctrl, Home and End go to the grid corners', [1, 8], 'Ctrl+End', [2, 14]],
    ['other keys are not the grid’s', [1, 8], 'a', null],
  ])('%s: from %j, %s → %j', (_, [row, col], keys, to) => {
    const ctrl = keys.startsWith('Ctrl+');
    expect(move(row, col, keys.replace('Ctrl+', ''), ctrl)).toEqual(to && { row: to[0], col: to[1] });
  });
});

describe('matchesSearch', () => {
  const b = testBooking({ _id: '65f0c0ffee00000000a1b2c3', userEmail: 'Ada@Example.com', userName: 'Ada Lovelace' });
  it.each(['ada@', 'EXAMPLE', 'lovelace', 'a1b2c3', 'A1B2C3', '  ada  ', ''])('%j matches', (q) => expect(matchesSearch(b, q)).toBe(true));
  it.each(['grace', 'a1b2c', '0000a1b2c3', 'ffee'])('%j does not', (q) => expect(matchesSearch(b, q)).toBe(false));
});

describe('nightHeading and shortDate', () => {
  it('head a column without the browser time zone moving the day', () => {
    expect(nightHeading('2026-11-27')).toEqual({ weekday: 'Fri', day: '27', full: 'Friday, November 27' });
    expect(shortDate('2027-01-01')).toBe('Jan 1');
  });
});
