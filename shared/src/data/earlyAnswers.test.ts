// The rules of docs/architecture.md §10, "Code and data in parallel", for the answers the shell
// started before the app (the shell's side is shell/src/startup/earlyReads.ts).
import { setAuthToken, setUnauthorizedHandler } from '../api/client';
import { resetRuntimeConfig } from '../config';
import { setTestConfig } from '../testing/http';
import { dropEarlyReads, EARLY_READ_MAX_AGE_MS, offerEarlyReads, takeEarlyAnswer } from './earlyAnswers';

/** An early read of `path`, started with `token` at `at`, answering `status` and `body`. */
const offer = (path: string, { token = 't1', status = 200, body = '[]', at = Date.now() } = {}) =>
  offerEarlyReads([
    { url: `http://api.test${path}`, auth: `Bearer ${token}`, at, response: Promise.resolve(new Response(body, { status })) },
  ]);

beforeEach(() => {
  setTestConfig({ apiBase: 'http://api.test/' });
  setAuthToken('t1');
});
afterEach(() => {
  dropEarlyReads();
  setAuthToken(null);
  resetRuntimeConfig();
});

it('hands the early answer to the same path with the same session, once', async () => {
  offer('/bookings/a%40b.c', { body: '[{"_id":"b1"}]' });
  expect(await takeEarlyAnswer('/bookings/a%40b.c')).toEqual({ data: [{ _id: 'b1' }] });
  expect(await takeEarlyAnswer('/bookings/a%40b.c')).toBeNull();
});

it('gives nothing for another path or session, an error answer, a broken body or a failed request', async () => {
  offer('/a');
  expect(await takeEarlyAnswer('/b')).toBeNull();
  offer('/c', { token: 't0' });
  expect(await takeEarlyAnswer('/c')).toBeNull();
  offer('/d', { status: 401, body: '{"message":"Unauthorized"}' });
  expect(await takeEarlyAnswer('/d')).toBeNull();
  offer('/e', { body: '{not json' });
  expect(await takeEarlyAnswer('/e')).toBeNull();
  offerEarlyReads([{ url: 'http://api.test/f', auth: 'Bearer t1', at: Date.now(), response: Promise.resolve(null) }]);
  expect(await takeEarlyAnswer('/f')).toBeNull();
  offer('/g');
  setAuthToken(null);
  expect(await takeEarlyAnswer('/g')).toBeNull();
});

it('gives nothing once the answer is older than the page opening, or after a write dropped it', async () => {
  offer('/old', { at: 1_000 });
  expect(await takeEarlyAnswer('/old', 1_000 + EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  offer('/dropped');
  dropEarlyReads();
  expect(await takeEarlyAnswer('/dropped')).toBeNull();
});

it('an early 401 re-exchanges the token once, so the load asks with a fresh one', async () => {
  const reExchange = jest.fn(async () => 't2');
  setUnauthorizedHandler(reExchange);
  try {
    offer('/bookings/a%40b.c', { status: 401, body: '{"message":"Unauthorized"}' });
    expect(await takeEarlyAnswer('/bookings/a%40b.c')).toBeNull();
    expect(reExchange).toHaveBeenCalledTimes(1);
    offer('/rooms', { status: 500, token: 't2' });
    expect(await takeEarlyAnswer('/rooms')).toBeNull();
    expect(reExchange).toHaveBeenCalledTimes(1);
  } finally {
    setUnauthorizedHandler(null);
  }
});
