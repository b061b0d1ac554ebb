// What a guest reads in each language (docs/architecture.md §15): plurals by the language's own
// rules, and dates, weekdays and numbers by Intl, from the real catalogs.
import { speak } from '../testing/messages';
import { formatDate, formatNumber, MESSAGES, sharedText, t } from '../index';
import { localeOfPath, localePath, preferredLocale } from './locales';

const friday = Date.UTC(2026, 10, 27, 12);
const day = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' } as const;

describe('English', () => {
  beforeEach(() => speak('en'));

  it('plurals: 1 night, 3 nights; 1 Guest, 2 Guests', () => {
    expect(t('catalog.card.stay', { nights: 1, total: '$320' })).toBe('1 night · $320 total');
    expect(t('catalog.card.stay', { nights: 3, total: '$960' })).toBe('3 nights · $960 total');
    expect(t('catalog.guests', { count: 1 })).toBe('1 Guest');
    expect(t('catalog.guests', { count: 2 })).toBe('2 Guests');
  });

  it('dates, weekdays and numbers', () => {
    expect(formatDate(friday, day)).toBe('Friday, November 27');
    expect(formatNumber(12345.5)).toBe('12,345.5');
  });

  it("@hotel/shared's messages are their own words", () => {
    expect(sharedText(MESSAGES.checkInPast)).toBe('Check-in cannot be in the past.');
  });
});

describe('Spanish', () => {
  beforeEach(() => speak('es'));

  it('plurals: 1 noche, 3 noches; 1 huésped, 2 huéspedes; 1 reseña, 5 reseñas', () => {
    expect(t('catalog.card.stay', { nights: 1, total: '$320' })).toBe('1 noche · $320 en total');
    expect(t('catalog.card.stay', { nights: 3, total: '$960' })).toBe('3 noches · $960 en total');
    expect(t('catalog.guests', { count: 1 })).toBe('1 huésped');
    expect(t('catalog.guests', { count: 2 })).toBe('2 huéspedes');
    expect(t('marketing.reviewCount', { count: 1 })).toBe('1 reseña');
    expect(t('marketing.reviewCount', { count: 5 })).toBe('5 reseñas');
  });

  it('dates, weekdays and numbers', () => {
    expect(formatDate(friday, day)).toBe('viernes, 27 de noviembre');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });

  it("@hotel/shared's messages by their ids, with the limits as values", () => {
    expect(sharedText(MESSAGES.checkInPast)).toBe('La llegada no puede ser en el pasado.');
    expect(sharedText(MESSAGES.stayTooLong)).toBe('Una estancia puede durar como máximo 14 noches.');
    // A text that is none of @hotel/shared's messages (a server's own words) is left as it is.
    expect(sharedText('Something else')).toBe('Something else');
  });
});

describe('the language in the URL', () => {
  it('/es/… is Spanish with the prefix as the basename; anything else is English as written', () => {
    expect(localeOfPath('/es/rooms')).toEqual({ locale: 'es', basename: '/es', path: '/rooms' });
    expect(localeOfPath('/es')).toEqual({ locale: 'es', basename: '/es', path: '/' });
    expect(localeOfPath('/es/')).toEqual({ locale: 'es', basename: '/es', path: '/' });
    expect(localeOfPath('/rooms')).toEqual({ locale: 'en', basename: '', path: '/rooms' });
    expect(localeOfPath('/en/rooms')).toEqual({ locale: 'en', basename: '', path: '/en/rooms' });
    expect(localeOfPath('/estates')).toEqual({ locale: 'en', basename: '', path: '/estates' });
  });

  it('a path in a language, and the first of the browser\'s languages the site speaks', () => {
    expect(localePath('/rooms', 'es')).toBe('/es/rooms');
    expect(localePath('/rooms', 'en')).toBe('/rooms');
    expect(preferredLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(preferredLocale(['de', 'fr'])).toBe('en');
  });
});
