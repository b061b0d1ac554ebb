// The room picture of every front end (docs/product.md §3 "image (placeholder when missing or
// broken)"): a card, the details page, the home page, special offers, My Bookings. Given one of the
// staff's photos it offers the browser every size made (`srcset`, `sizes`) and reserves the photo's
// box from its width and height, so the page does not shift when it arrives.
import { useState, type ImgHTMLAttributes } from 'react';
import { ROOM_IMAGE_PLACEHOLDER, type RoomPhoto } from '@hotel/shared';

export interface RoomImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt' | 'srcSet'> {
  /** The room's image URL; the placeholder when it is empty or fails to load. */
  src: string | null | undefined;
  /** Empty (decorative) unless the picture is the page's subject (the details page names the room). */
  alt?: string;
  /** A staff photo to show instead of `src`, with its sizes; pass `sizes` too (how wide it is drawn). */
  photo?: RoomPhoto;
}

/** `url 480w, url 800w, …`: every size of a photo, for the browser to choose from. */
const photoSrcSet = (photo: RoomPhoto): string => photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', ');

/** The size a browser without srcset shows: the first at least 800 px wide, else the widest. */
const fallbackSize = (photo: RoomPhoto) => (photo.sizes.find((s) => s.width >= 800) ?? photo.sizes[photo.sizes.length - 1])?.url;

/** An <img> with the room placeholder as its fallback; the size, loading and classes are the caller's. */
export function RoomImage({ src, alt = '', photo, ...img }: RoomImageProps) {
  const wanted = photo ? fallbackSize(photo) : src;
  // The URL that failed, not a flag: a new room (a new src) gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !wanted || failed === wanted;
  const shown = broken ? ROOM_IMAGE_PLACEHOLDER : wanted;
  const sized = photo && !broken ? { srcSet: photoSrcSet(photo), width: photo.width, height: photo.height } : {};
  return (
    <img
      {...sized}
      {...img}
      alt={alt}
      src={shown}
      onError={() => {
        if (shown !== ROOM_IMAGE_PLACEHOLDER) setFailed(shown);
      }}
    />
  );
}
