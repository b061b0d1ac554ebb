// E-mails and calendar files in the guest's language (issue 44, migration 016), on PGlite and
// PostgreSQL, through a real SMTP server on loopback (support/smtp.ts) and node-ical: a stay booked
// from a Spanish page is confirmed, moved and cancelled in Spanish (by the front desk too, the
// staff's reason as written), its .ics in Spanish; one booked in English stays English; a message
// written in Spanish is acknowledged and answered in a Spanish frame around the staff's own words.
// The mail catalogs hold every key in both languages as valid ICU with the same values.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ical, { type VEvent } from 'node-ical';
import type { FastifyInstance } from 'fastify';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatBookingDate, type Booking } from '@hotel/shared/domain';
import { LOCALES } from '@hotel/shared/i18n/locales';
import { DB_KINDS, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';
import { addressOf, icsOf, startSmtp, type TestSmtp } from './support/smtp';
import type { MailOptions } from '../src/plugins/mailSender';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const MAIL_DIR = path.join(__dirname, '..', 'src', 'mail');
const fast = (smtpUrl: string): MailOptions => ({ smtpUrl, from: 'Harborview <info@harborview.example>', pollMs: 100, backoffMs: 50, backoffCapMs: 200, leaseMs: 3000 });

const eventOf = (ics: string) => Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as VEvent;
const textOf = (v: unknown) => (typeof v === 'string' ? v : ((v as { val?: string } | undefined)?.val ?? ''));
const spanishDay = (iso: string) => formatBookingDate(iso, 'es');

describe('the mail catalogs', () => {
  const catalog = (locale: string) => JSON.parse(readFileSync(path.join(MAIL_DIR, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
  const names = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

  it.each(LOCALES.map((l) => [l]))('%s: the same keys as English, each valid ICU with the same values, each used by the e-mails', (locale) => {
    const english = catalog('en');
    const messages = catalog(locale);
    const code = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8')).join('\n');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(messages).filter((id) => !code.includes(`'${id}'`))).toEqual([]);
    for (const [id, text] of Object.entries(messages)) {
      expect(() => compileMessageOrThrow(text)).not.toThrow();
      expect({ id, values: names(text) }).toEqual({ id, values: names(english[id]!) });
    }
  });
});

describe.each(DB_KINDS)('e-mails in the guest’s language on %s', (kind) => {
  let tdb: TestDb;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let sofia: Record<string, string>;
  let mia: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    smtp = await startSmtp();
    app = await makeApp(tdb.db, { mail: fast(smtp.url) });
    sofia = bearer(await tokenFor('sofia@example.com', 'Sofía Ruiz'));
    mia = bearer(await tokenFor('mia@example.com', 'Mia Chen'));
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await tdb?.close();
  });

  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  test('booked from a Spanish page: confirmed, moved and cancelled by the front desk in Spanish, each .ics in Spanish', async () => {
    const res = await call('POST', '/bookings', { ...sofia, 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, { roomId: ROOM6, bookingDate: day(20), guests: 2, nights: 2 });
    expect(res.statusCode).toBe(201);
    const b = res.json<Booking>();

    const confirmed = await smtp.waitFor((m) => m.subject?.includes(b.confirmationCode) === true && addressOf(m) === 'sofia@example.com');
    expect(confirmed.subject).toBe(`Reserva confirmada: ${b.roomName}, ${spanishDay(b.bookingDate)} (${b.confirmationCode})`);
    expect(confirmed.html).toContain('<html lang="es">');
    expect(confirmed.html).toContain('Su estancia está reservada');
    expect(confirmed.text).toMatch(/^Estimado\/a (Sofía Ruiz|huésped):/);
    expect(confirmed.text).toContain(`Código de confirmación: ${b.confirmationCode}`);
    expect(confirmed.text).toContain(`Llegada: ${spanishDay(b.bookingDate)}`);
    expect(confirmed.text).toContain(`Salida: ${spanishDay(b.checkOut)}`);
    expect(confirmed.text).toContain('Noches: 2');
    expect(confirmed.text).toContain('El archivo de calendario adjunto añade la estancia a su calendario.');
    expect(confirmed.text).not.toMatch(/Dear|Thank you|Check-in/);
    const booked = eventOf(icsOf(confirmed));
    expect(textOf(booked.description)).toMatch(new RegExp(`^Código de confirmación ${b.confirmationCode}\\. 2 noches, 2 huéspedes\\.`));
    expect(textOf(booked.summary)).toContain(b.confirmationCode);

    // The front desk works in English; the guest still hears in Spanish, the staff's reason as written.
    expect((await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(30) })).statusCode).toBe(200);
    const moved = await smtp.waitFor((m) => m.subject?.startsWith('Nuevas fechas para su estancia') === true && m.subject.includes(b.confirmationCode));
    expect(moved.text).toContain('La recepción ha cambiado las fechas de su estancia.');
    expect(moved.text).toContain(`Llegada: ${spanishDay(day(30))}`);
    expect(textOf(eventOf(icsOf(moved)).description)).toContain('2 noches, 2 huéspedes');

    expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'Water damage in the room' })).statusCode).toBe(200);
    const cancelled = await smtp.waitFor((m) => m.subject?.startsWith('Reserva cancelada') === true && m.subject.includes(b.confirmationCode));
    expect(cancelled.text).toContain('El hotel ha cancelado su reserva. El motivo: Water damage in the room');
    expect(cancelled.text).toContain('Lo sentimos.');
    const gone = eventOf(icsOf(cancelled));
    expect(String(gone.status)).toBe('CANCELLED');
    expect(textOf(gone.description)).toMatch(/^Código de confirmación /);
  });

  test('booked in English (no Accept-Language, or a language we do not speak): the e-mail and .ics stay English', async () => {
    for (const headers of [mia, { ...mia, 'accept-language': 'fr-FR' }]) {
      const res = await call('POST', '/bookings', headers, { roomId: ROOM6, bookingDate: day(headers === mia ? 40 : 44), guests: 1, nights: 1 });
      expect(res.statusCode).toBe(201);
      const b = res.json<Booking>();
      const mail = await smtp.waitFor((m) => m.subject?.includes(b.confirmationCode) === true);
      expect(mail.subject).toBe(`Booking confirmed: ${b.roomName}, ${formatBookingDate(b.bookingDate)} (${b.confirmationCode})`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).toContain(`Confirmation code: ${b.confirmationCode}`);
      expect(textOf(eventOf(icsOf(mail)).description)).toMatch(new RegExp(`^Confirmation code ${b.confirmationCode}\\. 1 night, 1 guest\\.`));
    }
  });

  test('a message written in Spanish: acknowledged in Spanish; the reply in a Spanish frame around the staff’s words', async () => {
    const sent = await call('POST', '/contact', { 'accept-language': 'es' }, { name: 'Lucía', email: 'lucia@example.com', subject: 'Aparcamiento', message: '¿Hay aparcamiento para una furgoneta?' });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ _id: string }>()._id;
    const ack = await smtp.waitFor((m) => addressOf(m) === 'lucia@example.com');
    expect(ack.subject).toMatch(/^Hemos recibido su mensaje para /);
    expect(ack.text).toContain('La recepción responderá por correo electrónico');

    expect((await call('POST', `/contact/${id}/replies`, staff, { body: 'Sí: hay aparcamiento gratuito detrás del hotel.' })).statusCode).toBe(201);
    const reply = await smtp.waitFor((m) => m.subject === 'Re: Aparcamiento');
    expect(reply.html).toContain('<html lang="es">');
    expect(reply.text).toMatch(/^Estimado\/a Lucía:/);
    expect(reply.text).toContain('Sí: hay aparcamiento gratuito detrás del hotel.');
    expect(reply.text).toContain('Atentamente,');
    expect(reply.text).toContain('Usted escribió:\n¿Hay aparcamiento para una furgoneta?');
  });
});
