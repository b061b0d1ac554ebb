import { keyForWrite, newIdempotencyKey } from './idempotencyKey';

describe('keyForWrite', () => {
  const mint = (() => {
    let n = 0;
    return () => `k${++n}`;
  })();

  it('a first run gets a new key', () => {
    expect(keyForWrite(null, 'room1|2026-06-10|2', mint)).toEqual({ write: 'room1|2026-06-10|2', key: 'k1' });
  });

  it('a retry of the same write after a failure reuses the held key', () => {
    const held = { write: 'room1|2026-06-10|2', key: 'held' };
    expect(keyForWrite(held, 'room1|2026-06-10|2', mint).key).toBe('held');
  });

  it('another write (new date, guests or room) gets a new key', () => {
    const held = { write: 'room1|2026-06-10|2', key: 'held' };
    expect(keyForWrite(held, 'room1|2026-06-11|2', mint).key).not.toBe('held');
    expect(keyForWrite(held, 'room1|2026-06-10|3', mint).key).not.toBe('held');
  });
});

it('newIdempotencyKey is random: two calls differ', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(newIdempotencyKey()).not.toBe(a);
});
