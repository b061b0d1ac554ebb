// A room photo's rules, written once: the room editor checks a file before it sends it and the API
// answers 400/413 with the same words (docs/product.md "Photos"). The API alone checks what the
// file really is (its bytes, then a full decode): a name or a declared type proves nothing.

/** The limits of an upload. */
export const PHOTO_LIMITS = {
  /** Bytes of one file. */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels of one picture (width × height): a small file that decodes to gigabytes is refused. */
  maxPixels: 40_000_000,
  /** Photos one room holds. */
  perRoom: 12,
  altMax: 200,
} as const;

/** The formats accepted, as people name them. */
export const PHOTO_FORMATS = ['JPEG', 'PNG', 'WebP'] as const;

export const PHOTO_MESSAGES = {
  fileRequired: 'Choose a photo to upload.',
  tooLarge: 'This photo is larger than 10 MB: export it smaller and try again.',
  notAPicture: 'This file is not a JPEG, PNG or WebP picture.',
  unreadable: 'This picture could not be read: it may be damaged. Try exporting it again.',
  tooManyPixels: 'This picture has more than 40 million pixels: resize it and try again.',
  altRequired: 'Describe the photo for guests who cannot see it (alt text).',
  altTooLong: `Alt text must be ${PHOTO_LIMITS.altMax} characters or fewer.`,
  roomFull: `A room holds at most ${PHOTO_LIMITS.perRoom} photos: delete one first.`,
  orderMismatch: 'The new order must list each of this room’s photos exactly once.',
  photoNotFound: 'This photo is no longer there.',
} as const;

/** The alt text trimmed, or the words saying what is wrong with it. */
export function validatePhotoAlt(v: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const alt = typeof v === 'string' ? v.trim() : '';
  if (alt === '') return { ok: false, message: PHOTO_MESSAGES.altRequired };
  if (alt.length > PHOTO_LIMITS.altMax) return { ok: false, message: PHOTO_MESSAGES.altTooLong };
  return { ok: true, value: alt };
}
