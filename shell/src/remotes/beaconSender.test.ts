/**
 * @jest-environment node
 */
import { BEACON_MAX_BYTES, type Beacon } from '@hotel/shared/config/beacon';
import { loadRecorder, type LoadRecorder } from '../startup/loadRecorder';
import { BATCH_MS, startBeacon, type BeaconEnv } from './beaconSender';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn() }));

const STABLE = 'http://127.0.0.1:3001/releases/0.1.0-3fa9c2d1/mf-manifest.json';
const CANARY = 'http://127.0.0.1:3004/releases/0.2.0-77b0e4aa/mf-manifest.json';
const remotes = {
  apiBase: 'http://api.test',
  urls: { catalog: STABLE, marketing: CANARY, booking: 'http://127.0.0.1:3002/mf-manifest.json', account: 'http://127.0.0.1:3103/mf-manifest.json' },
  overridden: { account: 'http://127.0.0.1:3103/mf-manifest.json' }, // a developer's own server
};

/** The browser as the sender sees it: what it sent, its page's visibility and events, web-vitals' reports. */
function fakeBrowser() {
  const sent: Beacon[] = [];
  const listeners: Record<string, () => void> = {};
  let report: (m: { name: string; value: number }) => void = () => undefined;
  const page = { hidden: false };
  const env: BeaconEnv = {
    send: (url, body) => {
      expect(url).toBe('http://api.test/beacon');
      expect(body.length).toBeLessThanOrEqual(BEACON_MAX_BYTES);
      sent.push(JSON.parse(body) as Beacon);
    },
    vitals: (fn) => (report = fn),
    hidden: () => page.hidden,
    on: (event, fn) => (listeners[event] = fn),
  };
  return { env, sent, page, fire: (event: string) => listeners[event]!(), vital: (name: string, value: number) => report({ name, value }) };
}

/** A load the runtime and the loader settled, and its slot's verdict. */
function loaded(recorder: LoadRecorder, id: string, rendered: boolean | null = true) {
  void recorder.plugin.beforeRequest!({ id, options: {}, origin: {} } as never);
  recorder.settle(id, true);
  if (rendered !== null) recorder.rendered(id, rendered);
}

describe('the beacon sender', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends what finished before it started at once, each load with its release; overrides are not reported', () => {
    const recorder = loadRecorder();
    const browser = fakeBrowser();
    loaded(recorder, 'catalog/RoomsPage');
    loaded(recorder, 'booking/BookingPanel');
    loaded(recorder, 'account/LoginPage');
    startBeacon(recorder, remotes, browser.env);
    expect(browser.sent).toEqual([
      {
        v: 1,
        loads: [
          { remote: 'catalog', release: '0.1.0-3fa9c2d1', phase: 'manifest', outcome: 'loaded', ms: expect.any(Number), rendered: true },
          { remote: 'booking', release: 'unreleased', phase: 'manifest', outcome: 'loaded', ms: expect.any(Number), rendered: true },
        ],
      },
    ]);
  });

  it('batches later loads: one beacon BATCH_MS after the first of them', () => {
    const recorder = loadRecorder();
    const browser = fakeBrowser();
    startBeacon(recorder, remotes, browser.env);
    expect(browser.sent).toEqual([]); // nothing to say yet
    loaded(recorder, 'catalog/RoomsPage');
    jest.advanceTimersByTime(BATCH_MS / 2);
    loaded(recorder, 'marketing/SpecialOffers', false);
    expect(browser.sent).toEqual([]);
    jest.advanceTimersByTime(BATCH_MS / 2);
    expect(browser.sent).toHaveLength(1);
    expect(browser.sent[0]!.loads.map((l) => `${l.remote}@${l.release} ${l.outcome}`)).toEqual(['catalog@0.1.0-3fa9c2d1 loaded', 'marketing@0.2.0-77b0e4aa failed']);
  });

  it('leaving the page sends everything left at once, loads never rendered included, in beacons under the size cap', () => {
    const recorder = loadRecorder();
    const browser = fakeBrowser();
    startBeacon(recorder, remotes, browser.env);
    for (let i = 0; i < 45; i++) loaded(recorder, `catalog/Page${i}`);
    loaded(recorder, 'marketing/HomePage', null);
    browser.page.hidden = true;
    browser.fire('visibilitychange');
    expect(browser.sent.map((b) => b.loads.length)).toEqual([40, 6]);
    expect(browser.sent[1]!.loads.at(-1)).toMatchObject({ remote: 'marketing', outcome: 'loaded', rendered: false });
    browser.fire('pagehide');
    expect(browser.sent).toHaveLength(2); // nothing new to send
  });

  it('LCP and INP go with the releases that drew the page; reported while hidden, they are sent at once', () => {
    const recorder = loadRecorder();
    const browser = fakeBrowser();
    startBeacon(recorder, remotes, browser.env);
    loaded(recorder, 'catalog/RoomsPage');
    loaded(recorder, 'marketing/SpecialOffers');
    browser.vital('LCP', 1834.6);
    jest.advanceTimersByTime(BATCH_MS);
    expect(browser.sent.at(-1)!.vitals).toEqual([{ name: 'LCP', value: 1835, releases: { catalog: '0.1.0-3fa9c2d1', marketing: '0.2.0-77b0e4aa' } }]);
    browser.page.hidden = true;
    browser.vital('INP', 88);
    expect(browser.sent.at(-1)).toEqual({ v: 1, loads: [], vitals: [{ name: 'INP', value: 88, releases: { catalog: '0.1.0-3fa9c2d1', marketing: '0.2.0-77b0e4aa' } }] });
  });

  it('a vital before any page drew is not sent (no release to give it)', () => {
    const recorder = loadRecorder();
    const browser = fakeBrowser();
    startBeacon(recorder, remotes, browser.env);
    browser.vital('LCP', 900);
    jest.advanceTimersByTime(BATCH_MS);
    expect(browser.sent).toEqual([]);
  });
});
