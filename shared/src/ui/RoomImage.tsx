// The room picture of every front end (docs/product.md §3 "image (placeholder when missing or
// broken)"): a card, the details page, the home page, special offers, My Bookings.
import { useState, type ImgHTMLAttributes } from 'react';
import { ROOM_IMAGE_PLACEHOLDER } from '@hotel/shared';

export interface RoomImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> {
  /** The room's image URL; the placeholder when it is empty or fails to load. */
  src: string | null | undefined;
  /** Empty (decorative) unless the picture is the page's subject (the details page names the room). */
  alt?: string;
}

/** An <img> with the room placeholder as its fallback; the size, loading and classes are the caller's. */
export function RoomImage({ src, alt = '', ...img }: RoomImageProps) {
  // The URL that failed, not a flag: a new room (a new src) gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? ROOM_IMAGE_PLACEHOLDER : src;
  return (
    <img
      {...img}
      alt={alt}
      src={shown}
      onError={() => {
        if (shown !== ROOM_IMAGE_PLACEHOLDER) setFailed(shown);
      }}
    />
  );
}
