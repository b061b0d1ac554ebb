// The HTTP boundary of front-end tests (docs/architecture.md §9): the real API client talks to
// an MSW server that answers what each test installs; a request nobody answers fails the test.
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { parseRuntimeConfig, setRuntimeConfig } from '../config';

/** The API origin of the test runtime config. */
export const TEST_API = 'http://api.test';

/** The URL of an API path, as a handler matches it: `apiUrl('/rooms/:id')`. */
export const apiUrl = (path: string) => `${TEST_API}${path}`;

/** The one MSW server of a test file; started, reset and stopped by ./setup. */
export const server = setupServer();

/**
 * The runtime config as the shell sets it from /config.json: parsed, then stored (the shell
 * fetches the JSON first, docs/architecture.md §2).
 */
export function setTestConfig(overrides: Record<string, unknown> = {}): void {
  setRuntimeConfig(
    parseRuntimeConfig({
      apiBase: TEST_API,
      siteUrl: 'http://site.test',
      remotes: {
        catalog: 'http://catalog.test/mf-manifest.json',
        booking: 'http://booking.test/mf-manifest.json',
        account: 'http://account.test/mf-manifest.json',
        marketing: 'http://marketing.test/mf-manifest.json',
      },
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
      ...overrides,
    }),
  );
}

/** Answers with each of `resolvers` in turn, then with the last one from then on. */
export function inTurn(...resolvers: HttpResponseResolver[]): HttpResponseResolver {
  let next = 0;
  return (info) => resolvers[Math.min(next++, resolvers.length - 1)]!(info);
}

/** The answer of a server that refuses with `status` and our error shape's `message`. */
export const refusal = (status: number, message: string) => () => HttpResponse.json({ message }, { status });

/** No answer at all (the network is down): the client's "Network Error". */
export const networkDown = () => HttpResponse.error();

/**
 * A list the test file's API handlers record into (queries, bodies, headers), emptied before each
 * test: `const posted = requestLog<NewBooking>()` at the top of the file, `posted.push(…)` in a
 * handler, `expect(posted).toEqual([…])` in a test.
 */
export function requestLog<T>(): T[] {
  const log: T[] = [];
  beforeEach(() => void log.splice(0));
  return log;
}
