// The e-mails' texts, written once (docs/product.md "E-mails" lists them), in the guest's language: the
// words are the mail catalog's (./messages/<lang>.json), dates and numbers Intl's in that language
// (docs/architecture.md §15). Each e-mail is a heading, paragraphs and a list of details; `render`
// makes its plain-text and HTML parts from that one description, so the two never differ. The HTML
// is one column without tables, lang of its language, one h1: readable by a screen reader and on a
// phone. The hotel's name, address and phone are HOTEL_INFO's; amounts stay the hotel's ($).
import { HOTEL_INFO, formatBookingDate, type Booking, type InboxMessage } from '@hotel/shared/domain';
import type { Locale } from '@hotel/shared/i18n/locales';
import { formatAmount, formatPromoDiscount } from '@hotel/shared/promotions';
import { mailSay as say } from './words';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Letter {
  locale: Locale;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  details: Array<[label: string, value: string]>;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SIGNATURE = [HOTEL_INFO.name, HOTEL_INFO.address, HOTEL_INFO.phone];

export function render(l: Letter): MailContent {
  const text = [
    l.greeting,
    '',
    ...l.paragraphs.flatMap((p) => [p, '']),
    ...(l.details.length ? [...l.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    '-- ',
    ...SIGNATURE,
    '',
  ].join('\n');
  const para = (p: string) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${l.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(l.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">
<main style="max-width:600px;margin:0 auto">
<h1 style="font-size:24px;margin:0 0 16px">${esc(l.heading)}</h1>
${para(l.greeting)}
${l.paragraphs.map(para).join('\n')}
${l.details.length ? `<dl>\n${l.details.map(([k, v]) => `<dt style="font-weight:bold">${esc(k)}</dt><dd style="margin:0 0 8px">${esc(v)}</dd>`).join('\n')}\n</dl>` : ''}
<footer style="margin-top:24px;border-top:1px solid #cccccc;padding-top:12px;color:#444444">
<p>${SIGNATURE.map(esc).join('<br>')}</p>
</footer>
</main>
</body>
</html>
`;
  return { subject: l.subject, text, html };
}

/** A stay's date in `locale`: "Mon, Jun 1, 2026", "lun, 1 jun 2026" (the same parts, Intl's words). */
export const stayDate = (date: string, locale: Locale) => formatBookingDate(date, locale === 'en' ? 'en-US' : locale);
const count = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(n);

const stayDetails = (b: Booking, locale: Locale): Letter['details'] => [
  [say(locale, 'mail.detail.code'), b.confirmationCode],
  [say(locale, 'mail.detail.room'), b.roomName],
  [say(locale, 'mail.detail.checkIn'), stayDate(b.bookingDate, locale)],
  [say(locale, 'mail.detail.checkOut'), stayDate(b.checkOut, locale)],
  [say(locale, 'mail.detail.nights'), count(b.nights, locale)],
  [say(locale, 'mail.detail.guests'), count(b.guests, locale)],
  // A promo code's discount, already taken off the total (docs/product.md "Promo codes").
  ...(b.promoCode ? [[say(locale, 'mail.detail.promo'), formatPromoDiscount(b.discount ?? 0, b.promoCode)] as [string, string]] : []),
  [say(locale, 'mail.detail.total'), formatAmount(b.price)],
];

/** "Dear {name}," or, with no name the e-mail may use (an unverified address: src/mail/stayMails.ts), "Dear guest,". */
const hello = (name: string | null, locale: Locale) => (name === null ? say(locale, 'mail.helloGuest') : say(locale, 'mail.hello', { name }));
/** The line about the attached calendar file, only when one is attached (src/mail/stayMails.ts). */
const calendarLine = (attached: boolean, line: string) => (attached ? [line] : []);
/** The stay's facts a subject names: its room, first night and code. */
const subjectOf = (b: Booking, locale: Locale) => ({ room: b.roomName, date: stayDate(b.bookingDate, locale), code: b.confirmationCode });

export const MAIL = {
  bookingConfirmed: (b: Booking, name: string | null, calendar: boolean, locale: Locale) =>
    render({
      locale,
      subject: say(locale, 'mail.confirmed.subject', subjectOf(b, locale)),
      heading: say(locale, 'mail.confirmed.heading'),
      greeting: hello(name, locale),
      paragraphs: [
        say(locale, 'mail.confirmed.thanks', { hotel: HOTEL_INFO.name }),
        ...calendarLine(calendar, say(locale, 'mail.confirmed.calendar')),
        say(locale, 'mail.quote'),
      ],
      details: stayDetails(b, locale),
    }),

  bookingMoved: (b: Booking, name: string | null, byHotel: boolean, calendar: boolean, locale: Locale) =>
    render({
      locale,
      subject: say(locale, 'mail.moved.subject', subjectOf(b, locale)),
      heading: say(locale, 'mail.moved.heading'),
      greeting: hello(name, locale),
      paragraphs: [
        say(locale, byHotel ? 'mail.moved.byHotel' : 'mail.moved.byGuest'),
        ...calendarLine(calendar, say(locale, 'mail.moved.calendar')),
        say(locale, 'mail.quote'),
      ],
      details: stayDetails(b, locale),
    }),

  // The front desk's reason goes as the staff wrote it, inside the guest's language's sentence.
  bookingCancelled: (b: Booking, name: string | null, reason: string | null, calendar: boolean, locale: Locale) =>
    render({
      locale,
      subject: say(locale, 'mail.cancelled.subject', subjectOf(b, locale)),
      heading: say(locale, 'mail.cancelled.heading'),
      greeting: hello(name, locale),
      paragraphs: [
        reason === null ? say(locale, 'mail.cancelled.byGuest') : say(locale, 'mail.cancelled.byHotel', { reason }),
        ...calendarLine(calendar, say(locale, 'mail.cancelled.calendar')),
        say(locale, reason === null ? 'mail.cancelled.again' : 'mail.cancelled.sorry'),
      ],
      details: stayDetails(b, locale),
    }),

  // Neutral: the address is only what a visitor typed, so nothing they wrote (name, subject, message)
  // goes to it, or anyone could make the hotel send their text to anyone (docs/product.md "E-mails").
  // The hotel keeps the whole message in its inbox. Its language is the page's they wrote from.
  contactReceived: (locale: Locale) =>
    render({
      locale,
      subject: say(locale, 'mail.received.subject', { hotel: HOTEL_INFO.name }),
      heading: say(locale, 'mail.received.heading'),
      greeting: say(locale, 'mail.received.hello'),
      paragraphs: [say(locale, 'mail.received.text', { hotel: HOTEL_INFO.name }), say(locale, 'mail.received.notYou')],
      details: [],
    }),

  // The staff's reply as they wrote it, in the frame of the guest's language: greeting, quoting, sign-off.
  contactReply: (m: Pick<InboxMessage, 'name' | 'subject' | 'message'>, reply: string, locale: Locale) =>
    render({
      locale,
      subject: m.subject ? say(locale, 'mail.reply.subject', { subject: m.subject }) : say(locale, 'mail.reply.subjectNone'),
      heading: say(locale, 'mail.reply.heading', { hotel: HOTEL_INFO.name }),
      greeting: hello(m.name, locale),
      paragraphs: [reply, say(locale, 'mail.reply.signOff', { hotel: HOTEL_INFO.name }), say(locale, 'mail.reply.youWrote', { message: m.message })],
      details: [],
    }),
};
