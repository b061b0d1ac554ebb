// The API's words in each language (docs/architecture.md §15): its catalogs (src/messages, with
// @hotel/shared's) hold every key in every language as valid ICU with the same values, and every
// message a guest can read from the API, as the rules say it in English, is recognised and said in
// Spanish with its values: limits, a room's capacity, a promo code, a date in the language's words.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CONTACT_LIMITS, MESSAGES, formatBookingDate, ruleDate } from '@hotel/shared/domain';
import { CHECK_MESSAGES } from '@hotel/shared/checks';
import { PROMO_MESSAGES } from '@hotel/shared/promotions';
import { PARTNER_MESSAGES } from '@hotel/shared/front-desk/partners';
import { LOCALES } from '@hotel/shared/i18n/locales';
import apiEn from '../src/messages/en.json';
import { API_CATALOGS, inLanguage, recognise, requestLocale, say } from '../src/lib/words';

const catalogOf = (locale: string) => JSON.parse(readFileSync(path.join(__dirname, '..', 'src', 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
type Compiled = string | Array<string | [string, string?, Record<string, Compiled | number | undefined>?]>;
/** The values a message takes: its arguments, inside plurals' and selects' forms too. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (m: Compiled) => {
    if (typeof m === 'string') return;
    for (const token of m) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      for (const form of Object.values(token[2] ?? {})) if (typeof form === 'string' || Array.isArray(form)) walk(form);
    }
  };
  walk(compileMessageOrThrow(message) as Compiled);
  return [...names].sort();
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

const FIELDS = Object.keys(CONTACT_LIMITS) as (keyof typeof CONTACT_LIMITS)[];
const promotion = { stayFrom: '2026-07-01', stayTo: '2026-08-31' };
/** Every parametrised message a guest can read from the API, as the rules say it, and its id. */
const SAID: Array<[id: string, english: string]> = [
  ['shared.roomSleeps', MESSAGES.roomSleeps(1)],
  ['shared.roomSleeps', MESSAGES.roomSleeps(3)],
  ['shared.beyondHorizon', MESSAGES.beyondHorizon(formatBookingDate('2027-06-10'))],
  ['shared.minNightsArrival', MESSAGES.minNightsArrival(3, ruleDate('2026-12-18'))],
  ['shared.closedToArrival', MESSAGES.closedToArrival(ruleDate('2026-12-18'))],
  ['api.check.nightTaken', CHECK_MESSAGES.nightTaken(ruleDate('2026-12-18'))],
  ...FIELDS.flatMap((f): Array<[string, string]> => [
    ['api.check.contactFieldTooLong', CHECK_MESSAGES.contactFieldTooLong(f)],
    ['api.check.contactFieldNotText', CHECK_MESSAGES.contactFieldNotText(f)],
  ]),
  ['api.promo.unknown', PROMO_MESSAGES.unknown('SUMMER10')],
  ['api.promo.notYet', PROMO_MESSAGES.notYet('SUMMER10', '2026-06-01')],
  ['api.promo.noLonger', PROMO_MESSAGES.noLonger('SUMMER10')],
  ['api.promo.notForDates', PROMO_MESSAGES.notForDates('SUMMER10', promotion)],
  ['api.promo.notForRoom', PROMO_MESSAGES.notForRoom('007')],
  ['api.promo.minNights', PROMO_MESSAGES.minNights('SUMMER10', 3)],
  ['api.promo.usedUp', PROMO_MESSAGES.usedUp('SUMMER10')],
  ['api.rateLimited', say('en', 'api.rateLimited', { seconds: 1 })],
  ['api.rateLimited', say('en', 'api.rateLimited', { seconds: 58 })],
];
/** The rules' fixed words, each the English of one message. */
const FIXED: Array<[id: string, english: string]> = [
  ...Object.entries(MESSAGES).flatMap(([key, value]): Array<[string, string]> => (typeof value === 'string' ? [[`shared.${key}`, value]] : [])),
  ...Object.entries(CHECK_MESSAGES).flatMap(([key, value]): Array<[string, string]> => (typeof value === 'string' ? [[`api.check.${key}`, value]] : [])),
  ['api.partnerOriginRefused', PARTNER_MESSAGES.originRefused],
  ['api.notAPartner', PARTNER_MESSAGES.notAPartner],
];

describe("the API's catalogs", () => {
  it.each(LOCALES.map((l) => [l]))('%s: the same keys as English, each valid ICU with the same values', (locale) => {
    const english = catalogOf('en');
    const messages = catalogOf(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(messages)) {
      expect(() => compileMessageOrThrow(message)).not.toThrow();
      expect({ key, values: argumentsOf(message) }).toEqual({ key, values: argumentsOf(english[key]!) });
    }
  });

  it('every English message is words the API says: named by the code, written in it, or one of the rules above', () => {
    const code = [...sources(path.join(__dirname, '..', 'src')), ...sources(path.join(__dirname, '..', '..', 'shared', 'src', 'domain'))].join('\n');
    const covered = new Set([...SAID, ...FIXED].map(([id]) => id));
    const unused = Object.entries(apiEn).filter(([id, text]) => !covered.has(id) && !code.includes(`'${id}'`) && !code.includes(text));
    expect(unused).toEqual([]);
  });
});

describe('an English text in Spanish', () => {
  it.each(FIXED)('%s: recognised and translated', (id, english) => {
    expect(recognise(english)?.id).toBe(id);
    const spanish = inLanguage(english, 'es');
    expect(spanish.locale).toBe('es');
    expect(spanish.text).toBe(say('es', id, recognise(english)!.values));
    expect(spanish.text).not.toBe(english);
  });

  it.each(SAID)('%s: "%s" recognised with its values, and English says it back word for word', (id, english) => {
    const known = recognise(english);
    expect(known?.id).toBe(id);
    expect(say('en', id, known!.values)).toBe(english);
    expect(inLanguage(english, 'es').text).not.toBe(english);
  });

  it('says the values in Spanish: a capacity by its plural, a date by Intl, a field by name, a code as written', () => {
    expect(inLanguage(MESSAGES.roomSleeps(1), 'es').text).toBe('Esta habitación admite 1 huésped.');
    expect(inLanguage(MESSAGES.roomSleeps(3), 'es').text).toBe('Esta habitación admite 3 huéspedes.');
    expect(inLanguage(MESSAGES.closedToArrival(ruleDate('2026-12-18')), 'es').text).toMatch(/^Esta habitación no admite llegadas el vie\.?, 18 dic\.?\.$/);
    expect(inLanguage(MESSAGES.beyondHorizon(formatBookingDate('2027-06-10')), 'es').text).toMatch(/elija una estancia anterior al jue\.?, 10 jun\.? 2027\.$/);
    expect(inLanguage(CHECK_MESSAGES.contactFieldTooLong('email'), 'es').text).toBe('El correo electrónico debe tener como máximo 254 caracteres.');
    expect(inLanguage(PROMO_MESSAGES.notForRoom('007'), 'es').text).toBe('007 no es para esta habitación.');
    expect(inLanguage(say('en', 'api.rateLimited', { seconds: 58 }), 'es').text).toBe('Demasiadas solicitudes; vuelva a intentarlo dentro de 58 segundos');
  });

  it("leaves words no catalog knows (a staff page's) in English, and says so", () => {
    expect(inLanguage('This period overlaps another.', 'es')).toEqual({ text: 'This period overlaps another.', locale: 'en' });
  });

  it('the catalogs the API reads are @hotel/shared\'s and its own', () => {
    expect(API_CATALOGS.es['shared.checkInPast']).toBe('La llegada no puede ser en el pasado.');
    expect(API_CATALOGS.es['api.bookingNotFound']).toBe('Reserva no encontrada');
  });
});

describe('the language of Accept-Language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-es', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, es;q=0.8, en;q=0.5', 'es'],
    ['en;q=0.4, es-MX;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['de, fr', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });
});
