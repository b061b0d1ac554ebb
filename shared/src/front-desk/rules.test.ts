import { ROOM_MESSAGES, validateRoomInput, validateWeekendPrice } from './rules';
import type { RoomInput } from '../domain/frontDesk';
import { testRoomInput } from '../testing/fixtures';

const room = testRoomInput({ price: 240, discountPrice: 199 });

const fieldsOf = (raw: unknown, base?: RoomInput) => {
  const r = validateRoomInput(raw, base);
  return r.ok ? [] : (r.details ?? []).map((d) => d.field);
};

it('accepts a whole room and trims its text', () => {
  const r = validateRoomInput({ ...room, name: `  ${room.name}  `, image: ' harbor-view-king.svg ' });
  expect(r).toEqual({ ok: true, value: { ...room, image: 'harbor-view-king.svg' } });
});

it.each([
  ['name empty', { name: '  ' }, 'name', ROOM_MESSAGES.nameRequired],
  ['name over 80', { name: 'x'.repeat(81) }, 'name', ROOM_MESSAGES.nameTooLong],
  ['price 0', { price: 0 }, 'price', ROOM_MESSAGES.price],
  ['price not whole', { price: 99.5 }, 'price', ROOM_MESSAGES.price],
  ['price over 100,000', { price: 100_001 }, 'price', ROOM_MESSAGES.price],
  ['discount equal to price', { discountPrice: 240 }, 'discountPrice', ROOM_MESSAGES.discountPrice],
  ['capacity 0', { capacity: 0 }, 'capacity', ROOM_MESSAGES.capacity],
  ['capacity 11', { capacity: 11 }, 'capacity', ROOM_MESSAGES.capacity],
  ['an unknown amenity', { amenities: ['wifi', 'sauna'] }, 'amenities', ROOM_MESSAGES.amenities],
  ['a javascript: image', { image: 'javascript:alert(1)' }, 'image', ROOM_MESSAGES.imageInvalid],
  // The site's CSP blocks pictures from other origins: staff upload photos instead (issue 42).
  ['an outside image URL', { image: 'https://img.example/loft.jpg' }, 'image', ROOM_MESSAGES.imageOutside],
])('refuses %s, naming the field', (_, change, field, message) => {
  expect(validateRoomInput({ ...room, ...change })).toEqual({ ok: false, message, details: [{ field, message }] });
});

it('checks a partial change against the room it changes', () => {
  expect(validateRoomInput({ price: 300 }, room)).toEqual({ ok: true, value: { ...room, price: 300 } });
  // A new price at or below the kept discount is refused at the discount.
  expect(fieldsOf({ price: 199 }, room)).toEqual(['discountPrice']);
  expect(validateRoomInput({ discountPrice: null }, room)).toEqual({
    ok: true,
    value: { ...room, discountPrice: null },
  });
});

it('names every wrong field of an empty body: all but the optional discount, in order', () => {
  expect(fieldsOf({})).toEqual(['name', 'type', 'location', 'description', 'image', 'price', 'capacity', 'beds', 'size', 'amenities']);
});

describe('validateWeekendPrice', () => {
  it('takes a whole price or none, and refuses anything else with the field named in words', () => {
    expect(validateWeekendPrice(240)).toBeNull();
    expect(validateWeekendPrice(null)).toBeNull();
    for (const bad of [0, 100_001, 12.5, '240', undefined])
      expect(validateWeekendPrice(bad)).toBe(ROOM_MESSAGES.weekendPrice);
  });
});
