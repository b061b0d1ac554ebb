import { languageRedirect } from './language';

const place = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('which language a page load speaks (docs/architecture.md §15)', () => {
  it('a first visit to an unprefixed URL follows the browser, keeping the page and the stay', () => {
    expect(languageRedirect(place('/rooms', '?checkIn=2026-12-01'), ['es-ES', 'en'], null)).toBe('/es/rooms?checkIn=2026-12-01');
  });

  it('an English browser stays where it is', () => {
    expect(languageRedirect(place('/'), ['en-US'], null)).toBeNull();
  });

  it('a remembered English choice wins over a Spanish browser, and a remembered Spanish one over an English browser', () => {
    expect(languageRedirect(place('/contact'), ['es'], 'en')).toBeNull();
    expect(languageRedirect(place('/contact'), ['en-US'], 'es')).toBe('/es/contact');
  });

  it("a shared link's /es/ wins over an English browser's remembered English", () => {
    expect(languageRedirect(place('/es/rooms'), ['en-US'], 'en')).toBeNull();
  });

  it('a stored value that is no language of ours leaves the choice to the browser', () => {
    expect(languageRedirect(place('/'), ['es'], 'klingon')).toBe('/es/');
  });

  it("the partner frame speaks its embed's language: a Spanish browser's /partner/book stays English", () => {
    expect(languageRedirect(place('/partner/book', '?roomId=r1'), ['es-ES'], 'es')).toBeNull();
    expect(languageRedirect(place('/es/partner/book', '?roomId=r1'), ['en-US'], 'en')).toBeNull();
  });
});
