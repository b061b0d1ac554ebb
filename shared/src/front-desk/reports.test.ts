import fc from 'fast-check';
import { REPORT_MESSAGES, csvCell, reportCsv, reportTotals, toCsv, validateReportQuery, type ReportRow } from './reports';

/** An RFC 4180 reader, written for this test: records end with CRLF, quoted fields double their quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    if (text[i] === '"') {
      // The closing quote is the first one not doubled (doubled ones are skipped two at a time).
      let j = i + 1;
      while (!(text[j] === '"' && text[j + 1] !== '"')) j += text[j] === '"' ? 2 : 1;
      field += text.slice(i + 1, j).replace(/""/g, '"');
      i = j + 1;
    } else if (text[i] === ',') {
      endField();
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else {
      field += text[i];
      i += 1;
    }
  }
  return records;
}

describe('the CSV (RFC 4180)', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Harbor, north')).toBe('"Harbor, north"');
    expect(csvCell('the "best" room')).toBe('"the ""best"" room"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('writes a cell a spreadsheet would run as a formula as text: a leading quote mark', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('2026-W11')).toBe('2026-W11');
  });

  it('any text reads back as itself (a formula as itself behind one quote mark), every record ending in CRLF', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', 'é') }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const header = rows[0]!.map((_, i) => `c${i}`);
        const body = rows.map((r) => header.map((_, i) => r[i] ?? ''));
        const text = toCsv(header, body);
        expect(text.endsWith('\r\n')).toBe(true);
        const read = parseCsv(text);
        expect(read[0]).toEqual(header);
        expect(read.slice(1)).toEqual(body.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c))));
        for (const cell of read.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it("a report's CSV: the header, then one record per period, nulls empty", () => {
    const row: ReportRow = { period: '2026-03', roomsAvailable: null, roomsSold: 12, occupancy: null, adr: 140.5, revpar: null, revenue: 1686, bookings: 4 };
    expect(reportCsv([row])).toBe('Period,Rooms available,Rooms sold,Occupancy,ADR,RevPAR,Room revenue,Bookings\r\n2026-03,,12,,140.5,,1686,4\r\n');
  });
});

describe('validateReportQuery', () => {
  it('takes a range of up to two years, by day and by stay unless told', () => {
    expect(validateReportQuery({ from: '2026-01-01', to: '2027-12-31' })).toEqual({ ok: true, value: { from: '2026-01-01', to: '2027-12-31', by: 'day', basis: 'stay' } });
    expect(validateReportQuery({ from: '2026-01-01', to: '2026-01-01', by: 'week', basis: 'booked' }).ok).toBe(true);
  });
  it('refuses, in words, a missing date, a range backwards or too long, an unknown grouping or basis', () => {
    const refusal = (raw: Parameters<typeof validateReportQuery>[0]) => {
      const v = validateReportQuery(raw);
      return v.ok ? null : v.details!.map((d) => d.message);
    };
    expect(refusal({})).toEqual([REPORT_MESSAGES.from, REPORT_MESSAGES.to]);
    expect(refusal({ from: '2026-02-01', to: '2026-01-31' })).toEqual([REPORT_MESSAGES.order]);
    expect(refusal({ from: '2026-01-01', to: '2028-01-02' })).toEqual([REPORT_MESSAGES.span]); // 732 days
    expect(refusal({ from: '2026-01-01', to: '2026-01-02', by: 'year', basis: 'x' })).toEqual([REPORT_MESSAGES.by, REPORT_MESSAGES.basis]);
  });
});

describe('reportTotals', () => {
  it('sums the periods, then divides: ADR is revenue ÷ rooms sold over the range, not a mean of the periods', () => {
    const rows: ReportRow[] = [
      { period: 'a', roomsAvailable: 10, roomsSold: 3, occupancy: 0.3, adr: 123.33, revpar: 37, revenue: 369.99, bookings: 3 },
      { period: 'b', roomsAvailable: 10, roomsSold: 1, occupancy: 0.1, adr: 150, revpar: 15, revenue: 150, bookings: 1 },
    ];
    expect(reportTotals(rows)).toEqual({ roomsAvailable: 20, roomsSold: 4, occupancy: 0.2, adr: 130, revpar: 26, revenue: 519.99, bookings: null });
  });
});
