// The room editor's form as plain functions: what staff typed (text, kept as typed, so nothing is
// lost on an error) ↔ the RoomInput the API takes, and a change as only the fields that changed.
import { AMENITY_KEYS, type AmenityKey, type HotelRoom, type RoomInput } from '@hotel/shared';
import type { RoomField } from '@hotel/shared/front-desk';

export type NumberField = 'price' | 'discountPrice' | 'capacity' | 'beds' | 'size';
export type TextField = Exclude<RoomField, NumberField | 'amenities'>;

/** The form's state: every field as typed. */
export type RoomForm = Record<TextField | NumberField, string> & { amenities: AmenityKey[] };

/** A new room: nothing typed yet, one guest-pair and a bed (docs/product.md §3's defaults). */
export const NEW_ROOM_FORM: RoomForm = {
  name: '',
  type: '',
  location: '',
  description: '',
  image: '',
  price: '',
  discountPrice: '',
  capacity: '2',
  beds: '1',
  size: '',
  amenities: ['wifi', 'ac'],
};

/** Every field in the order of the form (the first wrong one takes focus). */
export const FIELD_ORDER = Object.keys(NEW_ROOM_FORM) as readonly RoomField[];

/** Where the API serves our own room images (api/src/plugins/staticFiles.ts, ROOM_IMAGES_PATH). */
export const OWN_IMAGES_PATH = '/images/rooms/';

/** The file name of one of our own images, as the API answers it (a URL under OWN_IMAGES_PATH). */
const imageName = (image: string) => {
  const at = image.lastIndexOf(OWN_IMAGES_PATH);
  return at === -1 ? image : image.slice(at + OWN_IMAGES_PATH.length);
};

/** The RoomInput fields of a room as the API answered it. */
export function inputOfRoom(room: HotelRoom): RoomInput {
  return {
    name: room.name,
    type: room.type,
    location: room.location,
    description: room.description,
    image: imageName(room.image),
    price: room.price,
    discountPrice: room.discountPrice ?? null,
    capacity: room.capacity,
    beds: room.beds,
    size: room.size,
    amenities: room.amenities,
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function formOfRoom(room: HotelRoom): RoomForm {
  const r = inputOfRoom(room);
  return {
    ...r,
    price: text(r.price),
    discountPrice: text(r.discountPrice),
    capacity: text(r.capacity),
    beds: text(r.beds),
    size: text(r.size),
    amenities: [...r.amenities],
  };
}

/** A typed number; anything else stays as it was typed, for the rule to refuse with its message. */
const num = (s: string): unknown => (s.trim() === '' ? undefined : Number(s.trim()));

/** The form as raw input for validateRoomInput: an empty discount is none (null). */
export function rawOfForm(form: RoomForm): Record<RoomField, unknown> {
  return {
    name: form.name,
    type: form.type,
    location: form.location,
    description: form.description,
    image: form.image,
    price: num(form.price),
    discountPrice: form.discountPrice.trim() === '' ? null : num(form.discountPrice),
    capacity: num(form.capacity),
    beds: num(form.beds),
    size: num(form.size),
    // In the fixed order of the keys, so a change of order alone is no change.
    amenities: AMENITY_KEYS.filter((k) => form.amenities.includes(k)),
  };
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;

/** Only the fields of `after` that differ from `before` (PATCH /rooms/{id} is partial). */
export function changedFields(before: RoomInput, after: RoomInput): Partial<RoomInput> {
  const out: Partial<Record<RoomField, unknown>> = {};
  for (const field of FIELD_ORDER) if (!same(before[field], after[field])) out[field] = after[field];
  return out as Partial<RoomInput>;
}

/** The field labels the form shows, for the "saved" toast and the preview. */
export const FIELD_LABELS: Readonly<Record<RoomField, string>> = {
  name: 'Name',
  type: 'Type',
  location: 'Location',
  description: 'Description',
  image: 'Image file',
  price: 'Price',
  discountPrice: 'Discount price',
  capacity: 'Capacity',
  beds: 'Beds',
  size: 'Size',
  amenities: 'Amenities',
};
