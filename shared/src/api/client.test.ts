// The network is replaced by a fake fetch per test (Node's Request/Response build and read the
// messages); everything above it is the real axios instance with its fetch adapter and interceptors.
import { resetRuntimeConfig } from '../config';
import { MESSAGES, type NewBooking } from '../domain';
import { api, ApiRequestError, errorMessage, errorStatus, setAuthToken, setUnauthorizedHandler } from '.';
import { request } from './client';
import { deferred } from '../testing/deferred';
import { setTestConfig } from '../testing/http';
import { speak } from '../testing/messages';

interface Reply {
  status: number;
  data?: unknown;
}
interface Call {
  method: string;
  url: string;
  baseURL?: string;
  auth?: string;
  headers: Record<string, unknown>;
  params?: unknown;
  /** The raw query string, e.g. "?checkIn=2026-06-10". */
  search: string;
  body?: unknown;
}

let calls: Call[] = [];

/** A fake fetch (no network): replies come from `handler`; records what the client sent. */
function useAdapter(handler: (call: Call) => Reply | Promise<Reply>): void {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const headers = Object.fromEntries(req.headers.entries());
    const text = await req.text();
    const call: Call = {
      method: req.method,
      url: url.pathname,
      baseURL: url.origin,
      auth: req.headers.get('Authorization') ?? undefined,
      headers,
      params: url.search ? Object.fromEntries([...url.searchParams].map(([k, v]) => [k, Number(v)])) : undefined,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    const data =
      reply.data === undefined ? null : typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
    return new Response(data, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
}

beforeEach(() => {
  calls = [];
  setTestConfig();
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

describe('base URL and auth header', () => {
  it('reads the base URL from the config store at request time', async () => {
    useAdapter(() => ({ status: 200, data: [] }));
    await api.getRooms();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/rooms', baseURL: 'http://api.test' });
    setTestConfig({ apiBase: 'http://moved.test' });
    await api.getRooms();
    expect(calls[1]?.baseURL).toBe('http://moved.test');
  });

  it('fails clearly when the config is not set', async () => {
    resetRuntimeConfig();
    useAdapter(() => ({ status: 200, data: [] }));
    await expect(api.getRooms()).rejects.toThrow(/Runtime config is not set/);
  });

  it("asks for the page's language (the API's refusals come back in it), whatever the browser's", async () => {
    useAdapter(() => ({ status: 200, data: [] }));
    await api.getRooms();
    expect(calls[0]?.headers['accept-language']).toBe('en');
    speak('es');
    await api.getRooms();
    expect(calls[1]?.headers['accept-language']).toBe('es');
  });

  it('setAuthToken sets and clears the bearer header', async () => {
    useAdapter(() => ({ status: 200, data: [] }));
    setAuthToken('abc');
    await api.getBookings('a@x.com');
    expect(calls[0]?.auth).toBe('Bearer abc');
    setAuthToken(null);
    await api.getBookings('a@x.com');
    expect(calls[1]?.auth).toBeUndefined();
  });
});

describe('401 → unauthorized handler → one retry', () => {
  it('re-exchanges once and retries with the new token', async () => {
    setAuthToken('old');
    useAdapter((c) =>
      c.auth === 'Bearer new'
        ? { status: 200, data: [{ _id: 'b1' }] }
        : { status: 401, data: { message: 'Token expired' } },
    );
    const handler = jest.fn(async () => 'new');
    setUnauthorizedHandler(handler);
    await expect(api.getBookings('a@x.com')).resolves.toEqual([{ _id: 'b1' }]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
    // later requests use the new token
    await api.getBookings('a@x.com');
    expect(calls[2]?.auth).toBe('Bearer new');
  });

  it('does not loop: a second 401 rejects with the server message', async () => {
    setAuthToken('old');
    useAdapter(() => ({ status: 401, data: { message: 'Invalid token', code: 'UNAUTHORIZED' } }));
    const handler = jest.fn(async () => 'new');
    setUnauthorizedHandler(handler);
    const err = await api.getBookings('a@x.com').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ message: 'Invalid token', status: 401, code: 'UNAUTHORIZED' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('does not retry when the handler gives up (null) or throws', async () => {
    useAdapter(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    setUnauthorizedHandler(async () => null);
    await expect(api.getBookings('a@x.com')).rejects.toThrow('Unauthorized');
    expect(calls).toHaveLength(1);
    setUnauthorizedHandler(async () => {
      throw new Error('boom');
    });
    await expect(api.getBookings('a@x.com')).rejects.toThrow('Unauthorized');
    expect(calls).toHaveLength(2);
  });

  it('shares one handler call between concurrent 401s', async () => {
    setAuthToken('old');
    // Both requests go out with the old token; their 401s come back together.
    const bothSent = deferred();
    useAdapter(async (c) => {
      if (c.auth === 'Bearer new') return { status: 200, data: [] };
      if (calls.length === 2) bothSent.resolve();
      await bothSent.promise;
      return { status: 401 };
    });
    const asked = deferred();
    const renewed = deferred<string | null>();
    const handler = jest.fn(() => {
      asked.resolve();
      return renewed.promise;
    });
    setUnauthorizedHandler(handler);
    const both = Promise.all([api.getBookings('a@x.com'), api.getRooms()]);
    await asked.promise;
    renewed.resolve('new');
    await expect(both).resolves.toEqual([[], []]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a token that was renewed meanwhile retries with the new token without another re-exchange', async () => {
    setAuthToken('old');
    const firstSent = deferred();
    const firstHeld = deferred();
    useAdapter(async (c) => {
      if (c.auth === 'Bearer new') return { status: 200, data: [] };
      firstSent.resolve();
      await firstHeld.promise; // the first request's 401 arrives only after the token was renewed
      return { status: 401 };
    });
    const handler = jest.fn(async () => 'unused');
    setUnauthorizedHandler(handler);
    const pending = api.getBookings('a@x.com');
    await firstSent.promise;
    setAuthToken('new'); // e.g. another request's re-exchange finished
    firstHeld.resolve();
    await expect(pending).resolves.toEqual([]);
    expect(handler).not.toHaveBeenCalled();
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('never re-exchanges for POST /jwt itself', async () => {
    useAdapter(() => ({ status: 401, data: { message: 'Invalid ID token' } }));
    const handler = jest.fn(async () => 'x');
    setUnauthorizedHandler(handler);
    await expect(api.exchangeToken('a@x.com', 'id-token')).rejects.toThrow('Invalid ID token');
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not call the handler for other statuses', async () => {
    useAdapter(() => ({ status: 403, data: { message: 'Forbidden' } }));
    const handler = jest.fn(async () => 'x');
    setUnauthorizedHandler(handler);
    await expect(api.getBookings('b@x.com')).rejects.toThrow('Forbidden');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('error messages', () => {
  it('uses the server message and keeps status, code and details', async () => {
    useAdapter(() => ({
      status: 409,
      data: {
        message: 'Date is not available',
        code: 'DATE_TAKEN',
        details: [{ field: 'bookingDate', message: 'taken' }],
      },
    }));
    const err = await api.bookDate('r1', '2026-06-10').catch((e: unknown) => e);
    expect(err).toMatchObject({
      message: 'Date is not available',
      status: 409,
      code: 'DATE_TAKEN',
      serverMessage: 'Date is not available',
    });
    expect((err as ApiRequestError).details).toEqual([{ field: 'bookingDate', message: 'taken' }]);
    expect(errorStatus(err)).toBe(409);
    expect(errorMessage(err, 'fallback')).toBe('Date is not available');
  });

  it('falls back to a generic message without a server message', async () => {
    useAdapter(() => ({ status: 500, data: '<html>oops</html>' }));
    const err = await api.getRoom('x').catch((e: unknown) => e);
    expect((err as Error).message).toBe('Request failed with status code 500');
    expect((err as ApiRequestError).serverMessage).toBeUndefined();
    expect(errorStatus(err)).toBe(500);
  });

  it('maps network errors, with no server message to show', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const err = await api.getRooms().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      message: 'Network Error',
      status: undefined,
      code: 'ERR_NETWORK',
      serverMessage: undefined,
    });
    // "server message, else <fallback>" shows the fallback, never the transport's words.
    expect(errorMessage(err, MESSAGES.bookingFailed)).toBe('Failed to book room. Please try again.');
  });

  it('times out with "Request timed out" (and no server message)', async () => {
    globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const err = await request('GET', '/rooms', { timeout: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      message: 'Request timed out',
      code: 'ETIMEDOUT',
      status: undefined,
      serverMessage: undefined,
    });
    expect(errorMessage(err, MESSAGES.bookingFailed)).toBe('Failed to book room. Please try again.');
  });

  it('an aborted call rejects with code ERR_CANCELED', async () => {
    let seen: AbortSignal | undefined;
    const sent = deferred();
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        seen?.addEventListener('abort', () => reject(seen!.reason));
        sent.resolve();
      });
    const controller = new AbortController();
    const pending = api.getRooms({}, { signal: controller.signal }).catch((e: unknown) => e);
    await sent.promise; // the request is on its way
    controller.abort();
    const err = await pending;
    expect(seen?.aborted).toBe(true); // the request itself was cancelled, not just ignored
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ code: 'ERR_CANCELED', status: undefined });
  });

  it('errorMessage: the server message when there is one', async () => {
    useAdapter(() => ({ status: 409, data: { message: 'Date is not available' } }));
    const err = await api.bookDate('r1', '2026-06-10').catch((e: unknown) => e);
    expect(errorMessage(err, MESSAGES.bookingFailed)).toBe('Date is not available');
  });
});

describe('typed endpoints', () => {
  beforeEach(() => useAdapter((c) => ({ status: c.url === '/contact' ? 201 : 200, data: { ok: true } })));

  it('GET /rooms sends only the given price params', async () => {
    await api.getRooms({ minPrice: 50 });
    await api.getRooms({ minPrice: 50, maxPrice: 200 });
    expect(calls.map((c) => c.params)).toEqual([{ minPrice: 50 }, { minPrice: 50, maxPrice: 200 }]);
  });

  it('GET /rooms sends a stay, alone or with a price filter', async () => {
    await api.getRooms({ checkIn: '2026-06-10', checkOut: '2026-06-13', guests: 2 });
    await api.getRooms({ checkIn: '2026-06-10', checkOut: '2026-06-13', guests: 2, maxPrice: 300 });
    expect(calls.map((c) => c.search)).toEqual([
      '?checkIn=2026-06-10&checkOut=2026-06-13&guests=2',
      '?maxPrice=300&checkIn=2026-06-10&checkOut=2026-06-13&guests=2',
    ]);
  });

  it('GET /reviews/latest sends the limit only when given', async () => {
    await api.getLatestReviews();
    await api.getLatestReviews({ limit: 3 });
    expect(calls.map((c) => [c.method, c.url, c.search])).toEqual([
      ['GET', '/reviews/latest', ''],
      ['GET', '/reviews/latest', '?limit=3'],
    ]);
  });

  /** A booking as the booking panel sends it (POST /bookings). */
  const newBooking = (more: Partial<NewBooking> = {}): NewBooking => ({
    roomImage: 'i',
    roomId: 'r1',
    roomName: 'n',
    price: 100,
    bookingDate: '2026-06-10',
    guests: 1,
    userEmail: 'a@x.com',
    userName: 'a',
    createdAt: '2026-06-01T00:00:00.000Z',
    status: 'confirmed',
    ...more,
  });

  it('POST /bookings sends nights when the payload has them', async () => {
    await api.createBooking(newBooking({ price: 300, nights: 3 }));
    expect(calls[0]?.body).toMatchObject({ bookingDate: '2026-06-10', nights: 3, price: 300 });
  });

  it('POST /jwt sends {email} with the Firebase ID token as bearer', async () => {
    setAuthToken('app-token');
    await api.exchangeToken('a@x.com', 'firebase-id');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/jwt',
      auth: 'Bearer firebase-id',
      body: { email: 'a@x.com' },
    });
  });

  it('POST /bookings with an Idempotency-Key', async () => {
    const nb = newBooking();
    await api.createBooking(nb, { idempotencyKey: 'k-1' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/bookings', body: nb });
    expect(calls[0]?.headers['idempotency-key']).toBe('k-1'); // HTTP header names are case-insensitive
  });

  it('room date, booking and review endpoints', async () => {
    const review = { name: 'Ann', rating: 5, comment: 'Great', date: '6/1/2026', userEmail: 'a@x.com' };
    await api.bookDate('r1', '2026-06-10');
    await api.getBookings('a+b@x.com');
    await api.cancelBooking('b1', 'a@x.com');
    await api.updateBookingDate('b1', '2026-06-11', new Date('2026-06-01T00:00:00Z'));
    await api.createReview('r1', review);
    await api.updateReview('r1', 'a@x.com', review);
    await api.health();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/rooms/r1/book-date', { date: '2026-06-10' }],
      ['GET', '/bookings/a%2Bb%40x.com', undefined],
      ['DELETE', '/bookings/b1', { userEmail: 'a@x.com' }],
      ['PATCH', '/bookings/b1', { bookingDate: '2026-06-11', updatedAt: '2026-06-01T00:00:00.000Z' }],
      ['PATCH', '/rooms/r1/review', { review }],
      ['PATCH', '/rooms/r1/review/update', { userEmail: 'a@x.com', review }],
      ['GET', '/health', undefined],
    ]);
  });

  it('POST /contact resolves on 201 and rejects otherwise', async () => {
    const msg = { name: 'Ann', email: 'a@x.com', message: 'Hi', inquiryType: 'general' as const };
    await expect(api.sendContact(msg)).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/contact', body: msg });
    useAdapter(() => ({ status: 200, data: {} }));
    await expect(api.sendContact(msg)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
