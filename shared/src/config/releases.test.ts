import {
  bucketOf,
  chooseRemotes,
  isLoopbackUrl,
  OVERRIDES_KEY,
  parseOverride,
  parseRemoteEntry,
  readOverrides,
  VISITOR_ID_KEY,
  visitorId,
} from './releases';

const REMOTES = ['catalog', 'booking', 'account', 'marketing'];
const A = 'https://cdn.test/releases/mf-catalog/1.0.0-aaaaaaaa/mf-manifest.json';
const B = 'https://cdn.test/releases/mf-catalog/1.1.0-bbbbbbbb/mf-manifest.json';

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const parse = (value: unknown) => {
  const problems: string[] = [];
  return { release: parseRemoteEntry(value, 'remotes.catalog', problems), problems };
};

describe('a remote entry of config.json', () => {
  it('is a manifest URL, or a stable release with a canary share', () => {
    expect(parse(A)).toEqual({ release: { stable: A }, problems: [] });
    expect(parse({ stable: A })).toEqual({ release: { stable: A }, problems: [] });
    expect(parse({ stable: A, canary: B, canaryPercent: 50 })).toEqual({
      release: { stable: A, canary: { url: B, percent: 50 } },
      problems: [],
    });
  });

  it.each([
    [{ stable: A, canary: B, canaryPercent: 0 }, '"remotes.catalog.canaryPercent" must be a whole number from 1 to 99 (got 0)'],
    [{ stable: A, canary: B, canaryPercent: 100 }, 'from 1 to 99 (got 100)'],
    [{ stable: A, canary: B, canaryPercent: '50' }, 'from 1 to 99 (got "50")'],
    [{ stable: A, canary: B, canaryPercent: 12.5 }, 'from 1 to 99 (got 12.5)'],
    [{ stable: A, canary: B }, 'from 1 to 99 (got undefined)'],
    [{ stable: A, canaryPercent: 10 }, '"remotes.catalog.canary" must be an http(s) manifest URL'],
    [{ stable: A, canary: A, canaryPercent: 10 }, '"remotes.catalog.canary" is the same URL as its "stable"'],
    [{ stable: 'releases/x/mf-manifest.json' }, '"remotes.catalog.stable" must be an http(s) manifest URL'],
    [{ stable: A, canaryPct: 5 }, '"remotes.catalog" has unknown keys: canaryPct'],
    [['x'], '"remotes.catalog" must be a manifest URL or { "stable", "canary", "canaryPercent" }'],
    ['', '"remotes.catalog" must be a non-empty string'],
  ])('names what is wrong with %j', (value, message) => {
    expect(parse(value).problems.join('; ')).toContain(message);
  });
});

describe('canary buckets', () => {
  it('are fixed for a visitor and independent per remote', () => {
    expect(bucketOf('visitor-1', 'catalog')).toBe(bucketOf('visitor-1', 'catalog'));
    const ids = Array.from({ length: 400 }, (_, i) => `id-${i}`);
    const differ = ids.filter((id) => bucketOf(id, 'catalog') !== bucketOf(id, 'marketing'));
    expect(differ.length).toBeGreaterThan(300);
  });

  it('split visitors near the configured share, and a growing canary keeps its first visitors', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);
    const canaryAt = (percent: number) =>
      ids.filter(
        (id) =>
          chooseRemotes({ catalog: { stable: A, canary: { url: B, percent } } }, { id, overrides: {}, overridesAllowed: false })
            .catalog!.channel === 'canary',
      );
    const ten = canaryAt(10);
    const fifty = canaryAt(50);
    expect(ten.length / ids.length).toBeGreaterThan(0.07);
    expect(ten.length / ids.length).toBeLessThan(0.13);
    expect(fifty.length / ids.length).toBeGreaterThan(0.45);
    expect(fifty.length / ids.length).toBeLessThan(0.55);
    expect(ten.filter((id) => !fifty.includes(id))).toEqual([]);
  });

  it('give everyone the stable release when there is no canary', () => {
    expect(chooseRemotes({ catalog: { stable: A } }, { id: 'x', overrides: {}, overridesAllowed: false })).toEqual({
      catalog: { url: A, channel: 'stable' },
    });
  });
});

describe('the visitor id', () => {
  it('is written once and then kept', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.data.get(VISITOR_ID_KEY)).toBe(first);
    expect(visitorId(storage, () => 'other')).toBe(first);
  });

  it('lives for the page load only when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(visitorId(blocked, () => 'temporary')).toBe('temporary');
  });
});

describe('local overrides', () => {
  it('accept loopback manifest URLs only', () => {
    for (const url of [
      'http://127.0.0.1:3101/mf-manifest.json',
      'http://localhost:3101/mf-manifest.json',
      'https://127.0.0.1/x/mf-manifest.json',
    ]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of [
      'http://evil.test/mf-manifest.json',
      'http://127.0.0.1.evil.test/mf-manifest.json',
      'http://localhost.evil.test/mf-manifest.json',
      'http://user:pw@127.0.0.1/mf-manifest.json',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://10.0.0.1/mf-manifest.json',
      'http://127.8.0.1/mf-manifest.json',
      'http://[::1]:3101/mf-manifest.json',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });

  it('parse "<remote>@<url>" and say what is wrong', () => {
    expect(parseOverride('catalog@http://127.0.0.1:3101/mf-manifest.json', REMOTES)).toEqual({
      ok: true,
      remote: 'catalog',
      url: 'http://127.0.0.1:3101/mf-manifest.json',
    });
    expect(parseOverride('catalog', REMOTES)).toEqual({ ok: false, message: '"catalog" is not <remote>@<manifest URL>' });
    expect(parseOverride('shop@http://127.0.0.1/m.json', REMOTES)).toMatchObject({ ok: false, message: expect.stringMatching(/"shop" is not a remote/) });
    expect(parseOverride('catalog@https://cdn.evil.test/mf-manifest.json', REMOTES)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/is not on this machine/),
    });
  });

  it('are read back from storage keeping only valid entries', () => {
    const storage = memoryStorage({
      [OVERRIDES_KEY]: JSON.stringify({ catalog: 'http://127.0.0.1:3101/mf-manifest.json', marketing: 'https://evil.test/m.json', shop: 'http://127.0.0.1/m.json' }),
    });
    expect(readOverrides(storage, REMOTES)).toEqual({ catalog: 'http://127.0.0.1:3101/mf-manifest.json' });
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: '{not json' }), REMOTES)).toEqual({});
    expect(readOverrides(null, REMOTES)).toEqual({});
  });

  it('win over stable and canary, only where the deployment allows them', () => {
    const releases = { catalog: { stable: A, canary: { url: B, percent: 99 } }, marketing: { stable: A } };
    const overrides = { catalog: 'http://127.0.0.1:3101/mf-manifest.json' };
    expect(chooseRemotes(releases, { id: 'x', overrides, overridesAllowed: true })).toEqual({
      catalog: { url: overrides.catalog, channel: 'override' },
      marketing: { url: A, channel: 'stable' },
    });
    expect(chooseRemotes(releases, { id: 'x', overrides, overridesAllowed: false }).catalog!.channel).not.toBe('override');
  });
});
