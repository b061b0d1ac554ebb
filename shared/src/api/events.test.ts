// watchRoomDates over a test EventSource (no network): events, backoff, reconnect refetch, stop.
import { resetRuntimeConfig } from '../config';
import { setTestConfig } from '../testing/http';
import { TestEventSource as FakeSource } from '../testing/eventSource';
import { roomEventsUrl, watchRoomDates } from './events';

const latest = () => FakeSource.latest()!;
const opts = { EventSource: FakeSource as unknown as typeof EventSource, baseDelayMs: 1000, maxDelayMs: 8000 };

beforeEach(() => {
  FakeSource.all = [];
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(1); // the top of each jitter window
  setTestConfig({ apiBase: 'http://api.test/' });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('connects to GET /rooms/{id}/events of the configured API', () => {
  watchRoomDates('r 1', { onDates: jest.fn() }, opts);
  expect(latest().url).toBe('http://api.test/rooms/r%201/events');
  expect(roomEventsUrl('abc')).toBe('http://api.test/rooms/abc/events');
});

it('hands over the dates of this room; ignores other rooms and malformed events', () => {
  const onDates = jest.fn();
  watchRoomDates('r1', { onDates }, opts);
  latest().emit('dates', { roomId: 'r1', bookedDates: ['2026-06-10'] });
  latest().emit('dates', { roomId: 'r2', bookedDates: ['2026-06-11'] });
  latest().emit('dates', 'not json');
  expect(onDates).toHaveBeenCalledTimes(1);
  expect(onDates).toHaveBeenCalledWith({ roomId: 'r1', bookedDates: ['2026-06-10'] });
});

it('hands over a room change of this room to onRoom (the room as GET /rooms/{id}, e.g. archived), not to onDates', () => {
  const onDates = jest.fn();
  const onRoom = jest.fn();
  watchRoomDates('r1', { onDates, onRoom }, opts);
  const room = { _id: 'r1', name: 'Harbor King', price: 240, archived: true };
  latest().emit('room', { roomId: 'r1', room });
  latest().emit('room', { roomId: 'r2', room: { _id: 'r2' } });
  latest().emit('room', { roomId: 'r1' });
  latest().emit('room', 'not json');
  expect(onRoom).toHaveBeenCalledTimes(1);
  expect(onRoom).toHaveBeenCalledWith({ roomId: 'r1', room });
  expect(onDates).not.toHaveBeenCalled();
  // Without onRoom a room event is ignored.
  watchRoomDates('r1', { onDates }, opts);
  expect(() => latest().emit('room', { roomId: 'r1', room })).not.toThrow();
});

it('reconnects with doubling delays (capped) and asks for a refetch once it is back', () => {
  const onReconnect = jest.fn();
  watchRoomDates('r1', { onDates: jest.fn(), onReconnect }, opts);
  latest().onopen?.();
  expect(onReconnect).not.toHaveBeenCalled(); // the first connect is not a reconnect
  const delays: number[] = [];
  for (let i = 0; i < 5; i++) {
    const dropped = latest();
    dropped.onerror?.();
    expect(dropped.closed).toBe(true);
    const before = FakeSource.all.length;
    let waited = 0;
    while (FakeSource.all.length === before) {
      jest.advanceTimersByTime(100);
      waited += 100;
    }
    delays.push(waited);
  }
  expect(delays).toEqual([1000, 2000, 4000, 8000, 8000]);
  latest().onopen?.();
  expect(onReconnect).toHaveBeenCalledTimes(1);
  // A successful open resets the backoff.
  latest().onerror?.();
  const before = FakeSource.all.length;
  jest.advanceTimersByTime(1000);
  expect(FakeSource.all.length).toBe(before + 1);
});

it('stop closes the stream and cancels a pending reconnect', () => {
  const stop = watchRoomDates('r1', { onDates: jest.fn() }, opts);
  latest().onerror?.();
  stop();
  jest.advanceTimersByTime(60_000);
  expect(FakeSource.all).toHaveLength(1);
  const stop2 = watchRoomDates('r1', { onDates: jest.fn() }, opts);
  stop2();
  expect(latest().closed).toBe(true);
});

it('degrades to nothing without EventSource or without a runtime config', () => {
  const g = globalThis as { EventSource?: unknown };
  const saved = g.EventSource;
  delete g.EventSource;
  try {
    expect(() => watchRoomDates('r1', { onDates: jest.fn() }, { EventSource: undefined })()).not.toThrow();
  } finally {
    if (saved !== undefined) g.EventSource = saved;
  }
  resetRuntimeConfig();
  const stop = watchRoomDates('r1', { onDates: jest.fn() }, opts);
  expect(FakeSource.all).toHaveLength(0);
  stop();
});
