// The e-mails' texts, written once (docs/product.md "E-mails" lists them). Each e-mail is a heading,
// paragraphs and a list of details; `render` makes its plain-text and HTML parts from that one
// description, so the two never differ. The HTML is one column without tables, lang="en", one h1:
// readable by a screen reader and on a phone. The hotel's name, address and phone are HOTEL_INFO's.
import { HOTEL_INFO, formatBookingDate, type Booking, type InboxMessage } from '@hotel/shared/domain';
import { formatAmount, formatPromoDiscount } from '@hotel/shared/promotions';
import { HOTEL_CURRENCY, formatMoneyIn, type DisplayEstimate } from '@hotel/shared/currency';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Letter {
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
<html lang="en">
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

const stayDetails = (b: Booking): Letter['details'] => [
  ['Confirmation code', b.confirmationCode],
  ['Room', b.roomName],
  ['Check-in', formatBookingDate(b.bookingDate)],
  ['Check-out', formatBookingDate(b.checkOut)],
  ['Nights', String(b.nights)],
  ['Guests', String(b.guests)],
  // A promo code's discount, already taken off the total (docs/product.md "Promo codes").
  ...(b.promoCode ? [['Promo code', formatPromoDiscount(b.discount ?? 0, b.promoCode)] as [string, string]] : []),
  ['Total', b.estimate ? estimateLine(b.estimate, b.price) : formatAmount(b.price)],
];

/** The day a rate is of, as the e-mail says it: "27 Nov 2026". */
const rateDay = (date: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/**
 * A booking with an estimate: what the guest saw and what the hotel charges, with the rate's date and
 * source (docs/product.md "Currencies"): "≈ €812.40 · charged $880.00 (rate of 27 Nov 2026 from …)".
 */
export const estimateLine = (e: DisplayEstimate, charged: number): string =>
  `≈ ${formatMoneyIn(e.amount, e.currency, 'en')} · charged ${formatMoneyIn(charged, HOTEL_CURRENCY, 'en')} (rate of ${rateDay(e.rateDate)} from ${e.rateSource})`;

/** "Dear {name}," or, with no name the e-mail may use (an unverified address: src/mail/stayMails.ts), "Dear guest,". */
const hello = (name: string | null) => `Dear ${name ?? 'guest'},`;
/** The line about the attached calendar file, only when one is attached (src/mail/stayMails.ts). */
const calendarLine = (attached: boolean, line: string) => (attached ? [line] : []);
const QUOTE = 'Please quote your confirmation code when you call or write to us.';

export const MAIL = {
  bookingConfirmed: (b: Booking, name: string | null, calendar: boolean) =>
    render({
      subject: `Booking confirmed: ${b.roomName}, ${formatBookingDate(b.bookingDate)} (${b.confirmationCode})`,
      heading: 'Your stay is booked',
      greeting: hello(name),
      paragraphs: [
        `Thank you for booking with ${HOTEL_INFO.name}. Your stay is confirmed.`,
        ...calendarLine(calendar, 'The attached calendar file adds the stay to your calendar.'),
        QUOTE,
      ],
      details: stayDetails(b),
    }),

  bookingMoved: (b: Booking, name: string | null, byHotel: boolean, calendar: boolean) =>
    render({
      subject: `New dates for your stay: ${formatBookingDate(b.bookingDate)} (${b.confirmationCode})`,
      heading: 'Your stay has new dates',
      greeting: hello(name),
      paragraphs: [
        byHotel ? 'The front desk has changed the dates of your stay.' : 'You changed the dates of your stay.',
        ...calendarLine(calendar, 'The attached calendar file updates the stay in your calendar.'),
        QUOTE,
      ],
      details: stayDetails(b),
    }),

  bookingCancelled: (b: Booking, name: string | null, reason: string | null, calendar: boolean) =>
    render({
      subject: `Booking cancelled: ${b.roomName}, ${formatBookingDate(b.bookingDate)} (${b.confirmationCode})`,
      heading: 'Your stay is cancelled',
      greeting: hello(name),
      paragraphs: [
        reason === null
          ? 'Your booking has been cancelled, as you asked. The nights are free again.'
          : `The hotel has cancelled your booking. The reason: ${reason}`,
        ...calendarLine(calendar, 'The attached calendar file removes the stay from your calendar.'),
        reason === null
          ? 'We hope to welcome you another time.'
          : 'We are sorry. Please call us if we can help you find another stay.',
      ],
      details: stayDetails(b),
    }),

  // Neutral: the address is only what a visitor typed, so nothing they wrote (name, subject, message)
  // goes to it, or anyone could make the hotel send their text to anyone (docs/product.md "E-mails").
  // The hotel keeps the whole message in its inbox.
  contactReceived: () =>
    render({
      subject: `We received your message to ${HOTEL_INFO.name}`,
      heading: 'Thank you for your message',
      greeting: 'Hello,',
      paragraphs: [
        `A message giving this e-mail address has reached ${HOTEL_INFO.name}. The front desk will reply by e-mail, usually within 24 hours.`,
        'If you did not write to us, you need not do anything: we will not write again unless you do.',
      ],
      details: [],
    }),

  contactReply: (m: Pick<InboxMessage, 'name' | 'subject' | 'message'>, reply: string) =>
    render({
      subject: `Re: ${m.subject || 'your message'}`,
      heading: `A reply from ${HOTEL_INFO.name}`,
      greeting: hello(m.name),
      paragraphs: [reply, `You wrote:\n${m.message}`],
      details: [],
    }),
};
