// The room page's photos (docs/product.md "Photos"): the staff's photos side by side in a strip that
// scrolls sideways and snaps to each (CSS scroll snap: no script, so a guest's page carries nothing
// for it but the markup), each with every size made (`srcset`) and its box reserved (no layout
// shift). The first is the page's main picture, fetched first.
import { t, type Room, type RoomPhoto } from '@hotel/shared';
import { RoomImage } from '@hotel/shared/ui';
import styles from './RoomDetailsPage.module.css';

/** How wide a photo is drawn: the page's main column on a desk screen (2/3 of 1200 px), else the screen. */
export const GALLERY_SIZES = '(min-width: 1024px) 780px, 100vw';

export function RoomGallery({ room, photos }: { room: Room; photos: RoomPhoto[] }) {
  if (photos.length === 1) {
    const [only] = photos as [RoomPhoto];
    return <RoomImage className={styles.image} src={null} photo={only} sizes={GALLERY_SIZES} alt={only.alt} fetchPriority="high" />;
  }
  return (
    // Focusable, so the strip scrolls with the arrow keys too (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className={styles.gallery} aria-label={t('catalog.details.photos', { name: room.name, count: photos.length })} tabIndex={0}>
      {photos.map((p, i) => (
        <li key={p._id} className={styles.slide}>
          <RoomImage
            className={styles.image}
            src={null}
            photo={p}
            sizes={GALLERY_SIZES}
            alt={p.alt}
            loading={i === 0 ? 'eager' : 'lazy'}
            {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
