import { OFF_STABLE_KEY, OVERRIDES_KEY, VISITOR_ID_KEY } from '@hotel/shared/config/releaseKeys';
import { parsedReleases, plainReleases, remoteUrls } from './remoteUrls';

const STABLE = 'https://cdn.test/releases/mf-catalog/1.0.0-aaaaaaaa/mf-manifest.json';
const CANARY = 'https://cdn.test/releases/mf-catalog/1.1.0-bbbbbbbb/mf-manifest.json';
const DEV = 'http://127.0.0.1:3101/mf-manifest.json';

beforeEach(() => localStorage.clear());

/** Whether the override banner shows. */
const overrideActive = (remotes: { overridden: Record<string, string> }) => Object.keys(remotes.overridden).length > 0;

it('gives everyone the stable releases when there is no canary and no override allowed, and ends a former canary visit', async () => {
  localStorage.setItem(OFF_STABLE_KEY, '1');
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog: DEV }));
  const remotes = await remoteUrls({ releases: { catalog: { stable: STABLE } }, overrides: false }, '');
  expect(remotes.urls).toEqual({ catalog: STABLE });
  expect(localStorage.getItem(OFF_STABLE_KEY)).toBeNull();
  expect(overrideActive(remotes)).toBe(false);
});

it('puts a visitor on a canary by their id, and marks the page off the stable releases', async () => {
  localStorage.setItem(VISITOR_ID_KEY, 'visitor-in-every-canary');
  const { urls } = await remoteUrls({ releases: { catalog: { stable: STABLE, canary: { url: CANARY, percent: 99 } } }, overrides: false }, '');
  expect([STABLE, CANARY]).toContain(urls.catalog);
  expect(localStorage.getItem(OFF_STABLE_KEY) === '1').toBe(urls.catalog === CANARY);
});

it('loads a stored override where the deployment allows them, and says so for the banner', async () => {
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog: DEV }));
  const remotes = await remoteUrls({ releases: { catalog: { stable: STABLE } }, overrides: true }, '');
  expect(remotes.urls).toEqual({ catalog: DEV });
  expect(overrideActive(remotes)).toBe(true);
});

it('reads plain manifest URLs of config.json at once, and canary entries through the release code, refusing a bad one', async () => {
  expect(plainReleases({ catalog: ` ${STABLE} ` })).toEqual({ catalog: { stable: STABLE } });
  const split = { catalog: { stable: STABLE, canary: CANARY, canaryPercent: 10 } };
  expect(plainReleases(split)).toBeNull();
  expect(await parsedReleases(split)).toEqual({ catalog: { stable: STABLE, canary: { url: CANARY, percent: 10 } } });
  expect(await parsedReleases({ catalog: { stable: STABLE, canary: CANARY, canaryPercent: 100 } })).toBeNull();
  expect(plainReleases({ catalog: '' })).toBeNull();
  expect(await parsedReleases({ catalog: '' })).toBeNull();
});
