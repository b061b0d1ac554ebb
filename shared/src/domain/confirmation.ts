// A booking's confirmation code (docs/product.md "Confirmation code"): what a guest reads out on the
// phone, e.g. HV-7K3M9Q. Random (never sequential, so one code tells nothing of another), drawn by
// the API with crypto.randomInt; unique in the database (a rare collision is drawn again). Its own
// entry, `@hotel/shared/confirmation`, not in the domain index: guest pages only show a code the API
// gave, so the federation singleton carries none of this.

/** 31 characters nobody confuses when read aloud or handwritten: no 0/O, 1/I/L. */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CONFIRMATION_PREFIX = 'HV-';
export const CONFIRMATION_LENGTH = 6;
export const CONFIRMATION_CODE_RE = /^HV-[2-9A-HJKMNP-Z]{6}$/;

/** True for a well-formed code (any case, spaces around ignored, as a clerk may type it). */
export function isConfirmationCode(s: string): boolean {
  return CONFIRMATION_CODE_RE.test(normalizeConfirmationCode(s));
}

/** What a clerk typed, as stored: trimmed, upper case. */
export function normalizeConfirmationCode(s: string): string {
  return s.trim().toUpperCase();
}

/** A new code; `randomInt(n)` is a uniform draw in [0, n) (the API passes crypto.randomInt). */
export function drawConfirmationCode(randomInt: (max: number) => number): string {
  let code = CONFIRMATION_PREFIX;
  for (let i = 0; i < CONFIRMATION_LENGTH; i++) code += CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)];
  return code;
}
