import { formatReviewDate, amenitiesPreview, moreAmenitiesLabel, REVIEW_DEFAULTS, ROOM_DEFAULTS, ROOM_IMAGE_PLACEHOLDER, reviewTime, withReviewDefaults, withRoomDefaults } from './roomDefaults';

describe('withRoomDefaults', () => {
  it('applies every fallback of docs/product.md §3', () => {
    const r = withRoomDefaults({ _id: 'abc', price: 100 });
    expect(r).toMatchObject({
      _id: 'abc',
      name: 'Unnamed Room',
      location: 'Location not specified',
      type: 'Standard',
      image: ROOM_IMAGE_PLACEHOLDER,
      price: 100,
      discountPrice: null,
      capacity: 2,
      beds: 1,
      size: 300,
      description: ROOM_DEFAULTS.description,
      amenities: ['wifi', 'ac'],
      bookedDates: [],
      reviews: [],
    });
  });
  it('adds parking to the default amenities on the details screen', () => {
    expect(withRoomDefaults({}, { screen: 'details' }).amenities).toEqual(['wifi', 'ac', 'parking']);
    expect(withRoomDefaults({}, { screen: 'card' }).amenities).toEqual(['wifi', 'ac']);
  });
  it('keeps provided values and drops unknown amenity keys', () => {
    const r = withRoomDefaults({
      name: 'Sea View',
      capacity: 3,
      beds: 2,
      size: 450,
      amenities: ['pool', 'sauna' as never, 'pool', 'coffee'],
      discountPrice: 80,
      price: 100,
    });
    expect(r.name).toBe('Sea View');
    expect(r.capacity).toBe(3);
    expect(r.amenities).toEqual(['pool', 'coffee']);
    expect(r.discountPrice).toBe(80);
  });
  it('treats blank strings as missing', () => {
    expect(withRoomDefaults({ name: '  ', location: '' }).name).toBe('Unnamed Room');
    expect(withRoomDefaults({ location: '' }).location).toBe('Location not specified');
  });
  it('applies review fallbacks', () => {
    const r = withRoomDefaults({ reviews: [{ rating: 4 } as never] });
    expect(r.reviews[0]).toEqual({ name: 'Anonymous Guest', rating: 4, comment: 'Great stay!', date: 'Recent stay' });
  });
});

describe('withReviewDefaults', () => {
  it('keeps provided values', () => {
    const r = { name: 'Ann', rating: 5, comment: 'Lovely', date: '6/1/2026', userEmail: 'a@x.com' };
    expect(withReviewDefaults(r)).toEqual(r);
  });
  it('falls back for null', () => {
    expect(withReviewDefaults(null)).toMatchObject({ name: REVIEW_DEFAULTS.name, comment: REVIEW_DEFAULTS.comment, date: REVIEW_DEFAULTS.date });
  });
  it("keeps the API's timestamps beside the human date", () => {
    const r = { name: 'Ann', rating: 5, comment: 'Lovely', date: 'Nov 24, 2026', userEmail: 'a@x.com', createdAt: '2026-11-24T20:00:00.000Z' };
    expect(withReviewDefaults(r)).toEqual(r);
    expect(withReviewDefaults({ ...r, updatedAt: '2026-11-25T08:00:00.000Z' }).updatedAt).toBe('2026-11-25T08:00:00.000Z');
    expect(withReviewDefaults({ ...r, createdAt: '' })).not.toHaveProperty('createdAt');
  });
});

describe('reviewTime', () => {
  it('orders by the last write: updatedAt, else createdAt, else the date itself', () => {
    const base = { date: 'Nov 24, 2026' };
    expect(reviewTime({ ...base, createdAt: '2026-11-24T20:00:00.000Z', updatedAt: '2026-11-25T08:00:00.000Z' })).toBe(
      Date.parse('2026-11-25T08:00:00.000Z'),
    );
    expect(reviewTime({ ...base, createdAt: '2026-11-24T20:00:00.000Z' })).toBe(Date.parse('2026-11-24T20:00:00.000Z'));
    expect(reviewTime({ date: '2026-03-01T10:00:00.000Z' })).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
    expect(reviewTime({ date: 'Recent stay' })).toBe(-Infinity);
  });
});

describe('formatReviewDate', () => {
  it('shows an ISO timestamp as a date, never the raw timestamp', () => {
    expect(formatReviewDate('2026-11-05T15:00:00.000Z')).toBe('Nov 5, 2026');
    expect(formatReviewDate('2026-11-05T15:00:00.000Z', 'UTC', 'de-DE')).toBe('5. Nov. 2026');
  });

  it("is the day in the hotel's zone: an evening review in California is not tomorrow's", () => {
    // 18:30 Pacific on 2026-11-24 is 02:30 UTC on the 25th.
    expect(formatReviewDate('2026-11-25T02:30:00.000Z')).toBe('Nov 24, 2026');
    expect(formatReviewDate('2026-11-25T02:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 24, 2026');
    expect(formatReviewDate('2026-11-25T02:30:00.000Z', 'UTC')).toBe('Nov 25, 2026');
  });

  it('shows a calendar day as that day in every time zone', () => {
    expect(formatReviewDate('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatReviewDate('2026-01-31', 'Asia/Tokyo')).toBe('Jan 31, 2026');
  });

  it('keeps a date a client already wrote as a locale string', () => {
    expect(formatReviewDate('1/2/2026')).toBe('1/2/2026');
  });

  it('falls back to "Recent stay" when the date is missing, blank or not a date', () => {
    expect(formatReviewDate(undefined)).toBe('Recent stay');
    expect(formatReviewDate('  ')).toBe('Recent stay');
    expect(formatReviewDate('2026-13-45T99:00:00Z')).toBe('Recent stay');
  });
});

describe('amenitiesPreview', () => {
  it('shows at most 5 then +N more', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(amenitiesPreview(list)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], moreCount: 2 });
    expect(moreAmenitiesLabel(2)).toBe('+2 more');
  });
  it('no "more" at 5 or fewer', () => {
    expect(amenitiesPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], moreCount: 0 });
    expect(moreAmenitiesLabel(0)).toBeNull();
    expect(amenitiesPreview(undefined)).toEqual({ shown: [], moreCount: 0 });
  });
});
