import {
  GUESTS_MAX,
  GUESTS_MIN,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
} from './constants';
import { isIsoDate } from './dates';
import { horizonRefusal } from './stay';
import { MESSAGES } from './messages';
import type { Validated } from './types';

/**
 * Validators. Form-level validators return the exact error message to show, or null when valid.
 * Validators that normalise untrusted input (server side) return a `Validated<T>`.
 */

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';

/** Simple e-mail shape: something@something.tld, no spaces. */
export function isEmail(s: unknown): s is string {
  return typeof s === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
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

/**
 * Update date (docs/product.md §5): set, different from the current one, today or later, and the
 * stay's `nights` from it within the booking horizon (horizonRefusal).
 */
export function validateUpdateDate(input: { current: string; next: unknown; today: string; nights: number }): string | null {
  const { current, next, today } = input;
  if (next === undefined || next === null || next === '' || !isIsoDate(next)) return MESSAGES.updateDateRequired;
  if (next === current) return MESSAGES.updateDateSame;
  if (next < today) return MESSAGES.checkInPast;
  return horizonRefusal(next, input.nights, today);
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
