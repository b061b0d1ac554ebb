import { dropEarlyReads, EARLY_READ_MAX_AGE_MS, startEarlyRead, takeEarlyRead } from './earlyReads';

const answer = (status: number, body: string) => jest.fn(async () => new Response(body, { status }));

it('hands the early answer to the same read with the same session, once', async () => {
  const fetchImpl = answer(200, '[{"_id":"b1"}]');
  startEarlyRead('http://api.test/bookings/a%40b.c', 'Bearer t1', fetchImpl as unknown as typeof fetch);
  expect(fetchImpl).toHaveBeenCalledWith('http://api.test/bookings/a%40b.c', {
    headers: { Accept: 'application/json', Authorization: 'Bearer t1' },
  });
  expect(await takeEarlyRead('http://api.test/bookings/a%40b.c', 'Bearer t1')).toEqual({
    ok: true,
    data: [{ _id: 'b1' }],
  });
  expect(await takeEarlyRead('http://api.test/bookings/a%40b.c', 'Bearer t1')).toBeNull();
});

it('gives the status of an error answer, and nothing for another URL or session, a broken body or a failed fetch', async () => {
  startEarlyRead('http://api.test/a', 'Bearer t1', answer(200, '[]') as unknown as typeof fetch);
  expect(await takeEarlyRead('http://api.test/b', 'Bearer t1')).toBeNull();
  expect(await takeEarlyRead('http://api.test/a', 'Bearer t2')).toBeNull();

  startEarlyRead(
    'http://api.test/c',
    'Bearer t1',
    answer(401, '{"message":"Unauthorized"}') as unknown as typeof fetch,
  );
  expect(await takeEarlyRead('http://api.test/c', 'Bearer t1')).toEqual({ ok: false, status: 401 });

  startEarlyRead('http://api.test/d', 'Bearer t1', answer(200, '{not json') as unknown as typeof fetch);
  expect(await takeEarlyRead('http://api.test/d', 'Bearer t1')).toBeNull();

  const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  startEarlyRead('http://api.test/e', 'Bearer t1', offline as unknown as typeof fetch);
  expect(await takeEarlyRead('http://api.test/e', 'Bearer t1')).toBeNull();
});

it('gives nothing once the answer is older than the page opening, or after dropEarlyReads', async () => {
  const fetchImpl = answer(200, '[]') as unknown as typeof fetch;
  startEarlyRead('http://api.test/old', 'Bearer t1', fetchImpl, 1_000);
  expect(await takeEarlyRead('http://api.test/old', 'Bearer t1', 1_000 + EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  startEarlyRead('http://api.test/dropped', 'Bearer t1', fetchImpl);
  dropEarlyReads();
  expect(await takeEarlyRead('http://api.test/dropped', 'Bearer t1')).toBeNull();
});
