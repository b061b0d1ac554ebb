import { testRoom } from '@hotel/shared/testing';
import { recentReviews, topRatedRooms } from './highlights';

const review = (rating: number, date: string, name = 'Guest') => ({
  name,
  rating,
  comment: 'Nice',
  date,
  userEmail: `${name}@x.test`,
});

describe('home highlights', () => {
  it('top-rated rooms: best average first, ties by review count, unreviewed last, at most 3', () => {
    const rooms = [
      testRoom({ _id: 'a', reviews: [] }),
      testRoom({ _id: 'b', reviews: [review(4, '2026-01-01')] }),
      testRoom({ _id: 'c', reviews: [review(5, '2026-01-01'), review(4, '2026-01-02')] }),
      testRoom({ _id: 'd', reviews: [review(4, '2026-01-01'), review(4, '2026-01-03')] }),
      testRoom({ _id: 'e', reviews: [review(5, '2026-01-01')] }),
    ];
    expect(topRatedRooms(rooms).map((r) => r._id)).toEqual(['e', 'c', 'd']);
    expect(topRatedRooms(rooms, 10).map((r) => r._id)).toEqual(['e', 'c', 'd', 'b', 'a']);
  });

  it('recent reviews: newest first across rooms, each with its room; unreadable dates last; defaults applied', () => {
    const rooms = [
      testRoom({
        _id: 'a',
        name: 'A',
        reviews: [review(5, '2026-03-01T10:00:00.000Z', 'Old'), { ...review(4, ''), name: '' }],
      }),
      testRoom({ _id: 'b', name: 'B', reviews: [review(3, '2026-05-01T10:00:00.000Z', 'New')] }),
    ];
    const list = recentReviews(rooms, 5);
    expect(list.map((r) => [r.name, r.roomId, r.roomName])).toEqual([
      ['New', 'b', 'B'],
      ['Old', 'a', 'A'],
      ['Anonymous Guest', 'a', 'A'],
    ]);
    expect(list[2]!.date).toBe('Recent stay');
    expect(recentReviews(rooms)).toHaveLength(3);
    expect(recentReviews(rooms, 1).map((r) => r.name)).toEqual(['New']);
  });

  it('recent reviews as the API writes them (a human date, timestamps beside it): ordered by the last write, to the minute', () => {
    const rooms = [
      testRoom({
        _id: 'a',
        name: 'A',
        reviews: [
          { ...review(5, 'Nov 24, 2026', 'Morning'), createdAt: '2026-11-24T17:00:00.000Z' },
          { ...review(4, 'Nov 24, 2026', 'Edited'), createdAt: '2026-11-01T17:00:00.000Z', updatedAt: '2026-11-24T20:00:00.000Z' },
        ],
      }),
      testRoom({ _id: 'b', name: 'B', reviews: [{ ...review(3, 'Nov 24, 2026', 'Evening'), createdAt: '2026-11-24T19:00:00.000Z' }] }),
    ];
    const list = recentReviews(rooms, 5);
    expect(list.map((r) => r.name)).toEqual(['Edited', 'Evening', 'Morning']);
    expect(list.map((r) => r.date)).toEqual(['Nov 24, 2026', 'Nov 24, 2026', 'Nov 24, 2026']);
  });
});
