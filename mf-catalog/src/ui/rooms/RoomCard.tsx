import {
  amenitiesPreview,
  averageRating,
  discountPercentage,
  formatPrice,
  formatRating,
  hasDiscount,
  isHotDeal,
  lowestRate,
  nightlyRate,
  nightsBetween,
  pricesVary,
  stayTotal,
  type Room,
  type Stay,
} from '@hotel/shared/domain';
// The page's translations (the shell's singleton runtime); a partner page's own (embed.tsx).
import { t } from '@hotel/shared';
import { RoomImage } from '@hotel/shared/ui';
import { BedDouble, Flame, MapPin, Maximize, Star, Users } from 'lucide-react';
import { type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { AmenityIcon } from './amenityIcons';
import styles from './RoomCard.module.css';

/** How a card links to its details page: the router's Link in the app, a plain <a> on partner sites. */
export type CardLink = ComponentType<{
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}>;

export const PlainLink: CardLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

interface Props {
  /** A room with the defaults of docs/product.md §3 applied (withRoomDefaults). */
  room: Room;
  href: string;
  Link?: CardLink;
  /** The first cards are above the fold: load their images eagerly (LCP). */
  eager?: boolean;
  /** A link of the card was clicked (the partner embed announces it and may cancel the navigation). */
  onSelect?: (room: Room, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The searched stay: the card adds its nights and total (docs/product.md §2 Rooms). */
  stay?: Stay | null;
}

/** "2 nights · $640 total": the stay's length and its total for the guests, night by night at the room's rates. */
export function stayLine(room: Room, stay: Stay): string {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return t('catalog.card.stay', { nights, total: formatPrice(stayTotal(room, stay.guests, nights, stay.checkIn)) });
}

/** How wide a card's picture is drawn: a third of 1200 px, half the screen, or all of it (rooms.module.css's grid). */
const CARD_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

/** Room card (docs/product.md §2 Rooms). Every rule comes from @hotel/shared. */
export function RoomCard({ room, href, Link = PlainLink, eager = false, onSelect, stay }: Props) {
  // Seasons or a weekend price: "from $X / night", the lowest night (docs/product.md "Rates").
  const varies = pricesVary(room);
  const discounted = hasDiscount(room);
  const percent = discountPercentage(room);
  const { shown, moreCount } = amenitiesPreview(room.amenities);
  const more = moreCount > 0 ? t('catalog.moreAmenities', { count: moreCount }) : null;
  const rating = averageRating(room.reviews);
  const select = onSelect ? (event: MouseEvent<HTMLAnchorElement>) => onSelect(room, event) : undefined;

  return (
    <article className={styles.card} aria-labelledby={`room-${room._id}-name`}>
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden onClick={select}>
        <RoomImage
          className={styles.image}
          src={room.image}
          photo={room.photos?.[0]}
          sizes={CARD_SIZES}
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
        <span className={styles.badges}>
          {discounted && <span className={`${styles.badge} ${styles.discount}`}>{t('catalog.card.off', { percent })}</span>}
          {isHotDeal(room) && (
            <span className={`${styles.badge} ${styles.hot}`}>
              <Flame aria-hidden="true" size={14} />
              {t('catalog.card.hotDeal')}
            </span>
          )}
        </span>
      </Link>

      <div className={styles.body}>
        <div className={styles.headRow}>
          <h3 id={`room-${room._id}-name`} className={styles.name}>
            <Link href={href} className={styles.nameLink} onClick={select}>
              {room.name}
            </Link>
          </h3>
          <span className={styles.type}>{room.type}</span>
        </div>

        <p className={styles.location}>
          <MapPin aria-hidden="true" size={16} />
          {room.location}
        </p>

        <ul className={styles.facts}>
          <li>
            <Users aria-hidden="true" size={16} />
            {t('catalog.guests', { count: room.capacity })}
          </li>
          <li>
            <BedDouble aria-hidden="true" size={16} />
            {t('catalog.beds', { count: room.beds })}
          </li>
          <li>
            <Maximize aria-hidden="true" size={16} />
            {t('catalog.card.size', { size: room.size })}
          </li>
        </ul>

        <ul className={styles.amenities} aria-label={t('catalog.card.amenities')}>
          {shown.map((a) => (
            <li key={a}>
              <AmenityIcon amenity={a} className={styles.amenity} />
            </li>
          ))}
          {more && <li className={styles.more}>{more}</li>}
        </ul>

        <div className={styles.footer}>
          <p className={styles.rating}>
            <Star aria-hidden="true" size={16} className={styles.star} />
            <span className={styles.ratingValue}>{formatRating(rating)}</span>
            <span className={styles.reviews}>({t('catalog.reviewCount', { count: room.reviews.length })})</span>
          </p>
          <p className={styles.price}>
            {varies && <span className={styles.perNight}>{t('catalog.card.from')}</span>}
            {discounted && !varies && (
              <s className={styles.oldPrice}>
                <span className={styles.srOnly}>{t('catalog.card.was')} </span>
                {formatPrice(room.price)}
              </s>
            )}
            <strong className={styles.nowPrice}>{formatPrice(varies ? lowestRate(room) : nightlyRate(room))}</strong>
            <span className={styles.perNight}>{t('catalog.card.perNight')}</span>
          </p>
        </div>
        {stay && <p className={styles.stay}>{stayLine(room, stay)}</p>}

        <Link href={href} className={styles.cta} onClick={select}>
          {t('catalog.card.details')}
        </Link>
      </div>
    </article>
  );
}

/** Same box as a card while loading (no layout shift). */
export function RoomCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${styles.bone} ${styles.media}`} />
      <div className={styles.body}>
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneLine} ${styles.boneShort}`} />
        <div className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </div>
  );
}
