// The API's checks of untrusted input that no page runs (docs/architecture.md §4): a request body's
// contact message, booking date, nights, guests for a room and display name. Not re-exported by the
// public index, so they stay out of the @hotel/shared singleton every page downloads; the API imports
// them from `@hotel/shared/checks`. The forms' own checks are in validation.ts.
import {
  CALENDAR_NIGHTS_MAX,
  CONTACT_LIMITS,
  DEFAULT_INQUIRY_TYPE,
  DISPLAY_NAME_MAX,
  GUESTS_MAX,
  GUESTS_MIN,
  INQUIRY_TYPES,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
} from './constants';
import { roomGuestsMax } from './booking';
import { isIsoDate } from './dates';
import { horizonRefusal } from './stay';
import { MESSAGES } from './messages';
import type { ApiErrorDetail, ContactMessage, InquiryType, Validated } from './types';

/**
 * The words of the API's checks of untrusted input (request bodies and queries no page sends wrong):
 * with the checks, outside the singleton's MESSAGES. docs/product.md quotes them.
 */
export const CHECK_MESSAGES = {
  dateRequired: 'Please select a date.',
  dateInvalid: 'Please select a valid date.',
  nightsOutOfRange: `Nights must be a whole number from ${STAY_NIGHTS_MIN} to ${STAY_NIGHTS_MAX}.`,
  nightTaken: (date: string) => `This room is already booked on the night of ${date}.`,
  calendarFromInvalid: 'From must be a date (YYYY-MM-DD).',
  calendarToInvalid: 'To must be a date (YYYY-MM-DD) after From.',
  calendarTooLong: `A calendar covers at most ${CALENDAR_NIGHTS_MAX} nights.`,
  contactNameRequired: 'Name is required.',
  contactEmailRequired: 'Email is required.',
  contactMessageRequired: 'Message is required.',
  contactInquiryTypeInvalid: 'Inquiry type must be one of: general, reservation, events, feedback, support.',
  contactFieldTooLong: (field: keyof typeof CONTACT_LIMITS) =>
    `${field[0]!.toUpperCase()}${field.slice(1)} must be ${CONTACT_LIMITS[field]} characters or fewer.`,
  contactBodyInvalid: 'Invalid contact message.',
  contactFieldNotText: (field: keyof typeof CONTACT_LIMITS) => `${field[0]!.toUpperCase()}${field.slice(1)} must be text.`,
} as const;

const isNightCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= STAY_NIGHTS_MIN && n <= STAY_NIGHTS_MAX;

/**
 * A display name as stored with a booking or review (docs/product.md §7): trimmed, runs of spaces and
 * control characters made one space, at most DISPLAY_NAME_MAX characters; null when nothing is left.
 */
export function cleanDisplayName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (clean === '') return null;
  return Array.from(clean).slice(0, DISPLAY_NAME_MAX).join('').trim();
}

/** Guests for this room: 1-3 ("Guests must be between 1 and 3.") and at most what it sleeps. */
export function validateRoomGuests(guests: unknown, capacity: number | null | undefined): string | null {
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) {
    return MESSAGES.guestsOutOfRange;
  }
  const max = roomGuestsMax(capacity);
  return guests > max ? MESSAGES.roomSleeps(max) : null;
}

/**
 * `nights` of a booking from untrusted input: absent means one night (a booking without `nights`
 * behaves as the spec's one-night booking); otherwise a whole number from 1 to 14.
 */
export function validateNights(value: unknown): Validated<number> {
  if (value === undefined) return { ok: true, value: STAY_NIGHTS_MIN };
  if (isNightCount(value)) return { ok: true, value };
  return {
    ok: false,
    message: CHECK_MESSAGES.nightsOutOfRange,
    details: [{ field: 'nights', message: CHECK_MESSAGES.nightsOutOfRange }],
  };
}

/**
 * The browser's own check of an `<input type="email">` (the HTML standard's "valid e-mail address"):
 * the contact API accepts what the form accepts, `me@localhost` included (docs/product.md §5).
 */
export function isBrowserEmail(s: unknown): s is string {
  return (
    typeof s === 'string' &&
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/.test(
      s.trim(),
    )
  );
}

/**
 * Booking date: set, a real date, not before today, and a stay of `nights` from it within the booking
 * horizon (horizonRefusal). Availability is checked separately.
 */
export function validateBookingDate(date: unknown, today: string, nights: number): string | null {
  if (date === undefined || date === null || date === '') return CHECK_MESSAGES.dateRequired;
  if (!isIsoDate(date)) return CHECK_MESSAGES.dateInvalid;
  if (date < today) return MESSAGES.checkInPast;
  return horizonRefusal(date, nights, today);
}

const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value) as readonly string[];
export function isInquiryType(v: unknown): v is InquiryType {
  return typeof v === 'string' && INQUIRY_VALUES.includes(v);
}

/**
 * Contact message from untrusted input (server side). name, email (the browser's check) and message required;
 * phone and subject optional strings; inquiryType one of the five, default general; length limits
 * from CONTACT_LIMITS. Strings are trimmed. The first problem is `message`; all are in `details`.
 */
export function validateContact(input: unknown): Validated<ContactMessage> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: CHECK_MESSAGES.contactBodyInvalid, details: [{ message: CHECK_MESSAGES.contactBodyInvalid }] };
  }
  const raw = input as Record<string, unknown>;
  const details: ApiErrorDetail[] = [];
  const str = (field: keyof typeof CONTACT_LIMITS, required: string | null): string => {
    const v = raw[field];
    if (v === undefined || v === null) {
      if (required) details.push({ field, message: required });
      return '';
    }
    if (typeof v !== 'string') {
      details.push({ field, message: CHECK_MESSAGES.contactFieldNotText(field) });
      return '';
    }
    const s = v.trim();
    if (required && s === '') details.push({ field, message: required });
    else if (s.length > CONTACT_LIMITS[field]) details.push({ field, message: CHECK_MESSAGES.contactFieldTooLong(field) });
    return s;
  };
  const name = str('name', CHECK_MESSAGES.contactNameRequired);
  const email = str('email', CHECK_MESSAGES.contactEmailRequired);
  if (email !== '' && !details.some((d) => d.field === 'email') && !isBrowserEmail(email)) {
    details.push({ field: 'email', message: MESSAGES.invalidEmail });
  }
  const phone = str('phone', null);
  const subject = str('subject', null);
  const message = str('message', CHECK_MESSAGES.contactMessageRequired);
  let inquiryType: InquiryType = DEFAULT_INQUIRY_TYPE;
  const it = raw.inquiryType;
  if (it !== undefined && it !== null && it !== '') {
    if (isInquiryType(it)) inquiryType = it;
    else details.push({ field: 'inquiryType', message: CHECK_MESSAGES.contactInquiryTypeInvalid });
  }
  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return { ok: true, value: { name, email, phone, subject, message, inquiryType } };
}
