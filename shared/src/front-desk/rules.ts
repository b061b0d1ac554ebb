// The room editor's rules, written once: the front desk's form shows these messages at each field,
// and the API answers 400 with the same words (docs/product.md "Front desk").
// Not in the domain index: the federation singleton carries every export of it, and staff rules
// must add no byte to guest pages (docs/architecture.md §3). The API imports this file directly.
import { AMENITY_KEYS } from '../domain/constants';
import type { RoomInput } from '../domain/frontDesk';
import type { AmenityKey, ApiErrorDetail, Validated } from '../domain/types';

/** The room editor's limits (docs/product.md "Front desk"); the API refuses anything outside them. */
export const ROOM_LIMITS = {
  nameMax: 80,
  textMax: 120,
  descriptionMax: 2000,
  priceMax: 100_000,
  capacityMin: 1,
  capacityMax: 10,
  bedsMax: 10,
  sizeMax: 10_000,
} as const;

export type RoomField = keyof RoomInput;

const n = (v: number) => v.toLocaleString('en-US');

export const ROOM_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be ${ROOM_LIMITS.nameMax} characters or fewer.`,
  typeRequired: 'Type is required.',
  locationRequired: 'Location is required.',
  textTooLong: (label: string) => `${label} must be ${ROOM_LIMITS.textMax} characters or fewer.`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be ${n(ROOM_LIMITS.descriptionMax)} characters or fewer.`,
  imageInvalid: 'Image must be one of our room images (e.g. harbor-view-king.svg).',
  imageOutside:
    'Pictures from other sites are blocked by the site’s security policy: upload a photo of the room instead.',
  price: `Price must be a whole number of dollars from 1 to ${n(ROOM_LIMITS.priceMax)}.`,
  discountPrice: 'Discount price must be a whole number of dollars below the price, or empty.',
  capacity: `Capacity must be a whole number from ${ROOM_LIMITS.capacityMin} to ${ROOM_LIMITS.capacityMax}.`,
  beds: `Beds must be a whole number from 1 to ${ROOM_LIMITS.bedsMax}.`,
  size: `Size must be a whole number of square feet from 1 to ${n(ROOM_LIMITS.sizeMax)}.`,
  amenities: `Amenities must be among: ${AMENITY_KEYS.join(', ')}.`,
  weekendPrice: `Weekend price must be a whole number of dollars from 1 to ${n(ROOM_LIMITS.priceMax)}, or empty.`,
} as const;

const OWN_IMAGE = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/;

/**
 * The file name of one of our own room images. An outside URL is not one: the site's
 * Content-Security-Policy blocks pictures from other origins, so staff upload photos instead.
 */
export function isRoomImage(v: unknown): v is string {
  return typeof v === 'string' && OWN_IMAGE.test(v.trim());
}

/** The words for a wrong image: an outside link gets its own reason. */
export const roomImageMessage = (v: unknown): string =>
  typeof v === 'string' && /^\s*https?:\/\//i.test(v) ? ROOM_MESSAGES.imageOutside : ROOM_MESSAGES.imageInvalid;

export const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

type PriceField = 'price' | 'discountPrice';

/**
 * A price and its optional discount, as a room and a rate period both have them: whole dollars up
 * to the limit, the discount below the price. Fails each wrong one; answers both as given.
 */
export function checkPrices(pick: (k: PriceField) => unknown, fail: (field: PriceField, message: string) => void) {
  const price = pick('price');
  const priceOk = wholeIn(price, 1, ROOM_LIMITS.priceMax);
  if (!priceOk) fail('price', ROOM_MESSAGES.price);
  const rawDiscount = pick('discountPrice');
  const discountPrice = rawDiscount === undefined || rawDiscount === null ? null : rawDiscount;
  if (
    discountPrice !== null &&
    (!wholeIn(discountPrice, 1, ROOM_LIMITS.priceMax) || (priceOk && discountPrice >= price))
  ) {
    fail('discountPrice', ROOM_MESSAGES.discountPrice);
  }
  return { price, discountPrice };
}

/**
 * A room from untrusted input. With `base` (PATCH), absent fields keep the base's values and the
 * cross-field rule (discount below price) is checked on the merged room. Every wrong field is named
 * in `details`; `message` is the first one's.
 */
export function validateRoomInput(raw: unknown, base?: RoomInput): Validated<RoomInput> {
  const given = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <K extends RoomField>(k: K): unknown => (k in given ? given[k] : base?.[k]);
  const details: ApiErrorDetail[] = [];
  const fail = (field: RoomField, message: string) => details.push({ field, message });
  const text = (field: RoomField, required: string, max: number, tooLong: string): string => {
    const v = pick(field);
    if (typeof v !== 'string' || v.trim() === '') {
      fail(field, required);
      return '';
    }
    if (v.trim().length > max) fail(field, tooLong);
    return v.trim();
  };

  const name = text('name', ROOM_MESSAGES.nameRequired, ROOM_LIMITS.nameMax, ROOM_MESSAGES.nameTooLong);
  const type = text('type', ROOM_MESSAGES.typeRequired, ROOM_LIMITS.textMax, ROOM_MESSAGES.textTooLong('Type'));
  const location = text(
    'location',
    ROOM_MESSAGES.locationRequired,
    ROOM_LIMITS.textMax,
    ROOM_MESSAGES.textTooLong('Location'),
  );
  const description = text(
    'description',
    ROOM_MESSAGES.descriptionRequired,
    ROOM_LIMITS.descriptionMax,
    ROOM_MESSAGES.descriptionTooLong,
  );

  const image = pick('image');
  if (!isRoomImage(image)) fail('image', roomImageMessage(image));

  const { price, discountPrice } = checkPrices(pick, fail);

  const capacity = pick('capacity');
  if (!wholeIn(capacity, ROOM_LIMITS.capacityMin, ROOM_LIMITS.capacityMax)) fail('capacity', ROOM_MESSAGES.capacity);
  const beds = pick('beds');
  if (!wholeIn(beds, 1, ROOM_LIMITS.bedsMax)) fail('beds', ROOM_MESSAGES.beds);
  const size = pick('size');
  if (!wholeIn(size, 1, ROOM_LIMITS.sizeMax)) fail('size', ROOM_MESSAGES.size);

  const amenities = pick('amenities');
  const amenityList =
    Array.isArray(amenities) && amenities.every((a) => (AMENITY_KEYS as readonly unknown[]).includes(a))
      ? [...new Set(amenities as AmenityKey[])]
      : null;
  if (!amenityList) fail('amenities', ROOM_MESSAGES.amenities);

  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return {
    ok: true,
    value: {
      name,
      type,
      location,
      description,
      image: (image as string).trim(),
      price: price as number,
      discountPrice: discountPrice as number | null,
      capacity: capacity as number,
      beds: beds as number,
      size: size as number,
      amenities: amenityList!,
    },
  };
}

/** The longest reply the front desk may send to a message (characters). */
export const REPLY_MAX = 5000;

export const REPLY_MESSAGES = {
  required: 'Please write a reply.',
  tooLong: `A reply must be ${REPLY_MAX} characters or fewer.`,
  sent: 'Reply sent. The message is handled.',
} as const;

/** What is wrong with a reply (null: nothing). The reply form and the API both ask. */
export function validateReply(body: unknown): string | null {
  const b = typeof body === 'string' ? body.trim() : '';
  if (b === '') return REPLY_MESSAGES.required;
  if (b.length > REPLY_MAX) return REPLY_MESSAGES.tooLong;
  return null;
}

/**
 * The room's Friday and Saturday price (docs/product.md "Rates"), set with PATCH /rooms/:id beside the
 * editor's fields: a whole number 1-100,000, or null for none (those nights cost the default).
 */
export function validateWeekendPrice(v: unknown): string | null {
  return v === null || wholeIn(v, 1, ROOM_LIMITS.priceMax) ? null : ROOM_MESSAGES.weekendPrice;
}
