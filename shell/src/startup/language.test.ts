import { languageRedirect } from './language';

const place = (pathname: string, search = '') => ({ pathname, search, hash: '' });
function memory(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('which language a page load speaks (docs/architecture.md §15)', () => {
  it('a first visit to an unprefixed URL follows the browser once, keeping the page and the stay, and remembers it', () => {
    const storage = memory();
    expect(languageRedirect(place('/rooms', '?checkIn=2026-12-01'), ['es-ES', 'en'], storage)).toBe('/es/rooms?checkIn=2026-12-01');
    expect(storage.m.get('harborview-language')).toBe('es');
  });

  it('an English browser stays where it is, and that is remembered too', () => {
    const storage = memory();
    expect(languageRedirect(place('/'), ['en-US'], storage)).toBeNull();
    expect(storage.m.get('harborview-language')).toBe('en');
  });

  it('a remembered English choice wins over a Spanish browser', () => {
    expect(languageRedirect(place('/contact'), ['es'], memory({ 'harborview-language': 'en' }))).toBeNull();
  });

  it("a shared link's /es/ wins over an English browser's remembered English: main.js leaves it (the top bar remembers it once in)", () => {
    const storage = memory({ 'harborview-language': 'en' });
    expect(languageRedirect(place('/es/rooms'), ['en-US'], storage)).toBeNull();
    expect(storage.m.get('harborview-language')).toBe('en');
  });

  it('storage that refuses to be read leaves the choice to the browser', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(languageRedirect(place('/rooms', '?guests=2'), ['es-MX'], refusing)).toBe('/es/rooms?guests=2');
    expect(languageRedirect(place('/rooms'), ['en-GB'], refusing)).toBeNull();
  });

  it('without storage (refused) the browser still decides, every time', () => {
    expect(languageRedirect(place('/'), ['es'], null)).toBe('/es/');
  });

  it("the partner frame speaks its embed's language: a Spanish browser's /partner/book stays English, and nothing is remembered", () => {
    const storage = memory();
    expect(languageRedirect(place('/partner/book', '?roomId=r1'), ['es-ES'], storage)).toBeNull();
    expect(languageRedirect(place('/es/partner/book', '?roomId=r1'), ['en-US'], storage)).toBeNull();
    expect(storage.m.size).toBe(0);
  });
});
