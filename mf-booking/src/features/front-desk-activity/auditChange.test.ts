import { changedFields, readable, recordLabel } from './auditChange';

describe('the activity log in words', () => {
  it('names a record by its kind and the last 6 characters of its id', () => {
    expect(recordLabel({ target: 'booking', targetId: '65f0c0ffee00000000abc123' })).toBe('booking #abc123');
  });

  it('reads values: text, numbers, yes/no, lists, nothing', () => {
    expect(readable('x')).toBe('x');
    expect(readable(120)).toBe('120');
    expect(readable(true)).toBe('yes');
    expect(readable(['wifi', 'pool'])).toBe('wifi, pool');
    expect(readable(null)).toBe('—');
    expect(readable([])).toBe('—');
    expect(readable({ a: 1 })).toBe('{"a":1}');
  });
});

describe('changedFields (before → after)', () => {
  it('lists only the fields that changed, in order', () => {
    expect(
      changedFields({ bookingDate: '2026-12-01', nights: 2, roomId: 'r1' }, { bookingDate: '2026-12-03', nights: 3, roomId: 'r1' }),
    ).toEqual([
      { field: 'bookingDate', before: '2026-12-01', after: '2026-12-03' },
      { field: 'nights', before: '2', after: '3' },
    ]);
  });

  it('a creation lists what was set, a removal what was there', () => {
    expect(changedFields(null, { name: 'Loft', price: 200 })).toEqual([
      { field: 'name', before: '—', after: 'Loft' },
      { field: 'price', before: '—', after: '200' },
    ]);
    expect(changedFields({ state: 'new' }, null)).toEqual([{ field: 'state', before: 'new', after: '—' }]);
  });

  it('plain values compare as one', () => {
    expect(changedFields('new', 'read')).toEqual([{ field: 'value', before: 'new', after: 'read' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
