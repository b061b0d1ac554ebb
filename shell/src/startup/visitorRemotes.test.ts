import { OFF_STABLE_KEY, OVERRIDES_KEY, VISITOR_ID_KEY } from '@hotel/shared/config/releases';
import { visitorRemotes } from './visitorRemotes';

const STABLE = 'https://cdn.test/releases/mf-catalog/1.0.0-aaaaaaaa/mf-manifest.json';
const CANARY = 'https://cdn.test/releases/mf-catalog/1.1.0-bbbbbbbb/mf-manifest.json';
const DEV = 'http://127.0.0.1:3101/mf-manifest.json';
const releases = { catalog: { stable: STABLE, canary: { url: CANARY, percent: 50 } }, marketing: { stable: STABLE } };

function page(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  return {
    location: { href: url.href } as Location,
    history: { state: null, replaceState: (_s: unknown, _t: string, to: string) => void replaced.push(to) } as unknown as History,
    replaced,
  };
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('keeps a visitor on the same side of a canary across page loads', () => {
  const seen = new Set<string>();
  for (let visitor = 0; visitor < 20; visitor++) {
    localStorage.clear();
    const first = visitorRemotes({ releases, overrides: false }, page('https://site.test/')).catalog!.url;
    for (let load = 0; load < 3; load++) {
      expect(visitorRemotes({ releases, overrides: false }, page('https://site.test/')).catalog!.url).toBe(first);
    }
    seen.add(first);
  }
  expect(seen).toEqual(new Set([STABLE, CANARY])); // 20 visitors at 50 %: both halves occur
});

it('marks a visitor off the stable releases for the first view, and clears the mark when back', () => {
  localStorage.setItem(VISITOR_ID_KEY, 'v');
  const channel = visitorRemotes({ releases, overrides: false }, page('https://site.test/')).catalog!.channel;
  expect(localStorage.getItem(OFF_STABLE_KEY)).toBe(channel === 'canary' ? '1' : null);
  visitorRemotes({ releases: { catalog: { stable: STABLE } }, overrides: false }, page('https://site.test/'));
  expect(localStorage.getItem(OFF_STABLE_KEY)).toBeNull();
});

it('stores an allowed override from the address, then drops it from the address', () => {
  const p = page(`https://site.test/rooms?hv-override=catalog@${DEV}&x=1#top`);
  expect(visitorRemotes({ releases, overrides: true }, p).catalog).toEqual({ url: DEV, channel: 'override' });
  expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY)!)).toEqual({ catalog: DEV });
  expect(p.replaced).toEqual(['/rooms?x=1#top']);
  expect(localStorage.getItem(OFF_STABLE_KEY)).toBe('1');
  // The next load, without the parameter, keeps it.
  expect(visitorRemotes({ releases, overrides: true }, page('https://site.test/')).catalog!.url).toBe(DEV);
});

it('ignores overrides where the deployment does not allow them, and refuses URLs off this machine', () => {
  const forbidden = page(`https://site.test/?hv-override=catalog@${DEV}`);
  expect(visitorRemotes({ releases, overrides: false }, forbidden).catalog!.channel).not.toBe('override');
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog: DEV }));
  expect(visitorRemotes({ releases, overrides: false }, page('https://site.test/')).catalog!.channel).not.toBe('override');
  localStorage.clear();
  const remote = page('https://site.test/?hv-override=marketing@https://evil.test/mf-manifest.json');
  expect(visitorRemotes({ releases, overrides: true }, remote).marketing).toEqual({ url: STABLE, channel: 'stable' });
  expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/is not on this machine/));
});
