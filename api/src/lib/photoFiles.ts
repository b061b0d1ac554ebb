// What an uploaded photo is, and the sizes the site shows of it (sharp, libvips). The bytes decide:
// the magic number first (a renamed text file stops here), then the header's size (a small file that
// would decode to gigabytes stops here, before any decoding), then a full decode of every size (a
// damaged file stops here). What is stored is what sharp wrote: WebP, upright, without the camera's
// metadata (GPS position included).
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@hotel/shared/front-desk/photoRules';

/** The widths made (never wider than the photo): phones, cards, the room page, wide screens. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
const WIDEST = 1600;

export interface PhotoFile {
  width: number;
  /** The first 16 hex digits of the bytes' SHA-256: the URL's name, so a URL is one content forever. */
  hash: string;
  type: 'image/webp';
  data: Buffer;
}

export interface MadePhoto {
  /** The photo's size upright (a camera's rotation applied). */
  width: number;
  height: number;
  /** Narrowest first. */
  files: PhotoFile[];
}

type Format = 'jpeg' | 'png' | 'webp';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the file's first bytes say, or null for anything but JPEG, PNG and WebP. */
export function sniffPhoto(buf: Buffer): Format | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const refused = (message: string) => ({ ok: false as const, message });

/** The sizes of the photo, or the words saying why this file is not one we take. */
export async function makePhotoSizes(buf: Buffer): Promise<{ ok: true; value: MadePhoto } | { ok: false; message: string }> {
  const format = sniffPhoto(buf);
  if (!format) return refused(PHOTO_MESSAGES.notAPicture);
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata(); // the header only: nothing decoded yet
  } catch {
    return refused(PHOTO_MESSAGES.unreadable);
  }
  // A PNG's magic number before another format's body is not a PNG.
  if (meta.format !== format) return refused(PHOTO_MESSAGES.notAPicture);
  if (!meta.width || !meta.height) return refused(PHOTO_MESSAGES.unreadable);
  if (meta.width * meta.height > PHOTO_LIMITS.maxPixels) return refused(PHOTO_MESSAGES.tooManyPixels);
  const upright = (meta.orientation ?? 1) >= 5; // EXIF orientations 5-8 turn the picture a quarter
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const widest = Math.min(width, WIDEST);
  const widths = [...PHOTO_WIDTHS.filter((w) => w < widest), widest];
  try {
    const files: PhotoFile[] = [];
    // One after another: two cores are shared with everything else the API does.
    for (const w of widths) {
      const data = await sharp(buf, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated' })
        .rotate()
        .resize({ width: w })
        .webp({ quality: 80 })
        .toBuffer();
      files.push({ width: w, hash: createHash('sha256').update(data).digest('hex').slice(0, 16), type: 'image/webp', data });
    }
    return { ok: true, value: { width, height, files } };
  } catch {
    return refused(PHOTO_MESSAGES.unreadable);
  }
}
