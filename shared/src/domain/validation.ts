import {
  CONTACT_LIMITS,
  DEFAULT_INQUIRY_TYPE,
  GUESTS_MAX,
  GUESTS_MIN,
  INQUIRY_TYPES,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
} from './constants';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import type { ApiErrorDetail, ContactMessage, InquiryType, Validated } from './types';

/**
 * Validators. Form-level validators return the exact error message to show, or null when valid.
 * Validators that normalise untrusted input (server side) return a `Validated<T>`.
 */

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** Simple e-mail shape: something@something.tld, no spaces. */
export function isEmail(s: unknown): s is string {
  return typeof s === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
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

/** Login (docs/product.md §5): both fields required, else "Please fill in all fields.". */
export function validateLogin(input: { email: string; password: string }): string | null {
  if (blank(input.email) || !input.password) return MESSAGES.fillAllFields;
  return null;
}

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase';
export interface PasswordChecklistItem {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** Live checklist of the register form (docs/product.md §5). */
export function passwordChecklist(password: string): PasswordChecklistItem[] {
  const pw = password ?? '';
  return [
    { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: pw.length >= PASSWORD_MIN_LENGTH },
    { id: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(pw) },
    { id: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(pw) },
  ];
}

export function isPasswordValid(password: string): boolean {
  return passwordChecklist(password).every((i) => i.met);
}

export type RegisterField = 'name' | 'email' | 'password';

/** The message to show and the fields it is about (to mark them invalid). */
export interface RegisterError {
  message: string;
  fields: RegisterField[];
}

/** Register (docs/product.md §5): name, e-mail and password required; photo URL optional; password rules. */
export function validateRegister(input: { name: string; email: string; password: string; photoURL?: string | null }): RegisterError | null {
  const missing: RegisterField[] = [];
  if (blank(input.name)) missing.push('name');
  if (blank(input.email)) missing.push('email');
  if (!input.password) missing.push('password');
  if (missing.length > 0) return { message: MESSAGES.fillAllFields, fields: missing };
  if (!isEmail(input.email)) return { message: MESSAGES.invalidEmail, fields: ['email'] };
  if (!isPasswordValid(input.password)) return { message: MESSAGES.passwordRequirements, fields: ['password'] };
  return null;
}

/** Forgot password (docs/product.md §5). */
export function validateResetEmail(email: string): string | null {
  if (blank(email)) return MESSAGES.resetEmailRequired;
  if (!isEmail(email)) return MESSAGES.invalidEmail;
  return null;
}

/** Guests: a whole number from 1 to 3. */
export function validateGuests(n: unknown): string | null {
  return typeof n === 'number' && Number.isInteger(n) && n >= GUESTS_MIN && n <= GUESTS_MAX ? null : MESSAGES.guestsOutOfRange;
}

/** Review: rating a whole number 1-5; comment non-blank, at most 2000 characters. */
export function validateReview(input: { rating: unknown; comment: unknown }): string | null {
  const { rating, comment } = input;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return MESSAGES.reviewRatingOutOfRange;
  }
  if (typeof comment !== 'string' || comment.trim() === '') return MESSAGES.reviewCommentRequired;
  if (comment.trim().length > REVIEW_COMMENT_MAX) return MESSAGES.reviewCommentTooLong;
  return null;
}

/** Booking date: set, a real date, not before today. Availability is checked separately. */
export function validateBookingDate(date: unknown, today: string): string | null {
  if (date === undefined || date === null || date === '') return MESSAGES.dateRequired;
  if (!isIsoDate(date)) return MESSAGES.dateInvalid;
  if (date < today) return MESSAGES.checkInPast;
  return null;
}

/** Update date (docs/product.md §5): set, different from the current one, today or later. */
export function validateUpdateDate(input: { current: string; next: unknown; today: string }): string | null {
  const { current, next, today } = input;
  if (next === undefined || next === null || next === '' || !isIsoDate(next)) return MESSAGES.updateDateRequired;
  if (next === current) return MESSAGES.updateDateSame;
  if (next < today) return MESSAGES.checkInPast;
  return null;
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
    return { ok: false, message: MESSAGES.contactBodyInvalid, details: [{ message: MESSAGES.contactBodyInvalid }] };
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
      details.push({ field, message: MESSAGES.contactFieldNotText(field) });
      return '';
    }
    const s = v.trim();
    if (required && s === '') details.push({ field, message: required });
    else if (s.length > CONTACT_LIMITS[field]) details.push({ field, message: MESSAGES.contactFieldTooLong(field) });
    return s;
  };
  const name = str('name', MESSAGES.contactNameRequired);
  const email = str('email', MESSAGES.contactEmailRequired);
  if (email !== '' && !details.some((d) => d.field === 'email') && !isBrowserEmail(email)) {
    details.push({ field: 'email', message: MESSAGES.invalidEmail });
  }
  const phone = str('phone', null);
  const subject = str('subject', null);
  const message = str('message', MESSAGES.contactMessageRequired);
  let inquiryType: InquiryType = DEFAULT_INQUIRY_TYPE;
  const it = raw.inquiryType;
  if (it !== undefined && it !== null && it !== '') {
    if (isInquiryType(it)) inquiryType = it;
    else details.push({ field: 'inquiryType', message: MESSAGES.contactInquiryTypeInvalid });
  }
  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return { ok: true, value: { name, email, phone, subject, message, inquiryType } };
}

export interface PriceFilterParams {
  minPrice?: number;
  maxPrice?: number;
}

/**
 * Price filter (docs/product.md §5): numeric, minimum 0; an empty value is ignored. Also rejects min > max.
 * Returns the query params to send (only the non-empty ones).
 */
export function validatePriceFilter(input: { min?: string | number | null; max?: string | number | null }): Validated<PriceFilterParams> {
  const params: PriceFilterParams = {};
  const parse = (v: string | number | null | undefined): number | null | 'nan' => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'string') {
      if (v.trim() === '') return null;
      const n = Number(v.trim());
      return Number.isFinite(n) ? n : 'nan';
    }
    return Number.isFinite(v) ? v : 'nan';
  };
  const min = parse(input.min);
  const max = parse(input.max);
  if (min === 'nan' || max === 'nan') return { ok: false, message: MESSAGES.priceNotNumber };
  if ((min !== null && min < 0) || (max !== null && max < 0)) return { ok: false, message: MESSAGES.priceNegative };
  if (min !== null && max !== null && min > max) return { ok: false, message: MESSAGES.priceMinAboveMax };
  if (min !== null) params.minPrice = min;
  if (max !== null) params.maxPrice = max;
  return { ok: true, value: params };
}
