import {
  api,
  averageRating,
  currentLocale,
  errorMessage,
  formatPrice,
  formatRating,
  hasDiscount,
  MESSAGES,
  nightlyRate,
  notify,
  peekRuntimeConfig,
  ratingStars,
  ROUTES,
  t,
  TOASTS,
  useLoad,
  withRoomDefaults,
  type RoomDetailsPageProps,
} from '@hotel/shared';
// Pure rules from /domain are bundled with this remote: they work under a host whose shared
// @hotel/shared singleton is older than this remote.
import { formatReviewDate, lowestRate, pricesVary, stayFromSearch } from '@hotel/shared/domain';
import { PROMO_PARAM, roomsPath } from '@hotel/shared/routes';
import { Price, RoomImage } from '@hotel/shared/ui';
import { RoomGallery } from './RoomGallery';
import { ArrowLeft, BedDouble, MapPin, Maximize, Star, Users } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styles from './RoomDetailsPage.module.css';
import { clip, useDocumentHead } from './useDocumentHead';


/**
 * Room details (docs/product.md §2): image, name, location, type, rating, guests, beds, size, per-day price,
 * description, amenities, reviews; the booking area is the host's `bookingSlot`.
 */
export default function RoomDetailsPage({ roomId, bookingSlot }: RoomDetailsPageProps) {
  const params = useParams();
  const id = roomId ?? params.id ?? '';
  const navigate = useNavigate();
  // Opened from a search by stay: the way back is that search (docs/product.md §2 Rooms).
  const { search } = useLocation();
  const stay = stayFromSearch(search);
  // …with its promo code, which the booking panel fills in (docs/product.md "Promo codes").
  const promo = new URLSearchParams(search).get(PROMO_PARAM);
  const room =
    // withRoomDefaults keeps the fields a guest sees; `archived` is carried over beside them.
    useLoad(id, (roomId) => api.getRoom(roomId).then((r) => ({ ...withRoomDefaults(r, { screen: 'details' }), archived: r.archived === true })), {
      // A staff change (a price, off sale) reads it again: the booking panel's stream marks rooms stale.
      resource: 'rooms',
      onError: (e) => {
        const rule = { fallback: MESSAGES.roomFetchFailed, status: { 404: MESSAGES.roomNotFound }, server: false };
        void notify('error', errorMessage(e, rule), TOASTS.booking);
        navigate(ROUTES.rooms, { replace: true });
      },
    }).data ?? null;
  useDocumentHead(
    room && t('catalog.details.metaTitle', { name: room.name }),
    room &&
      clip(
        t('catalog.details.metaDescription', {
          type: room.type,
          location: room.location,
          price: formatPrice(lowestRate(room)),
          description: room.description,
        }),
      ),
  );

  if (!room) {
    return (
      // Keyed apart from the loaded page: React must not reuse a bone's node for the content
      // (a reused node "moves", which counts as a layout shift).
      <div key="loading" className={styles.page} aria-busy="true">
        <div className={`${styles.bone} ${styles.heroBone}`} />
        <div className={`${styles.bone} ${styles.lineBone}`} />
        <div className={`${styles.bone} ${styles.lineBone}`} />
      </div>
    );
  }

  // Archived by the hotel (docs/product.md "Front desk", "Rooms"): its link may live on in a
  // bookmark or a booking, so its page says so instead of offering it.
  if (room.archived) {
    return (
      <div key="archived" className={styles.page}>
        <div className={styles.gone}>
          <h1 className={styles.title}>{t('catalog.details.gone')}</h1>
          <p className={styles.muted}>{t('catalog.details.goneText', { name: room.name })}</p>
          <Link to={ROUTES.rooms} className={styles.goneLink}>
            {t('catalog.details.browseAll')}
          </Link>
        </div>
      </div>
    );
  }

  const rating = averageRating(room.reviews);
  return (
    <div key="room" className={styles.page}>
      <Link to={roomsPath(stay, promo)} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={18} /> {t(stay ? 'catalog.details.backStay' : 'catalog.details.backAll')}
      </Link>
      <div className={styles.layout}>
        <article className={styles.main}>
          {room.photos?.length ? (
            <RoomGallery room={room} photos={room.photos} />
          ) : (
            <RoomImage
              className={styles.image}
              src={room.image}
              alt={room.name}
              width={800}
              height={600}
              fetchPriority="high"
            />
          )}
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{room.name}</h1>
            <span className={styles.type}>{room.type}</span>
          </div>
          <p className={styles.location}>
            <MapPin aria-hidden="true" size={18} /> {room.location}
          </p>
          <p className={styles.rating}>
            <span className={styles.stars} aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} size={18} className={i < ratingStars(rating) ? styles.starOn : styles.starOff} />
              ))}
            </span>
            <strong>{formatRating(rating)}</strong>{' '}
            <span className={styles.muted}>({t('catalog.reviewCount', { count: room.reviews.length })})</span>
          </p>
          <ul className={styles.facts}>
            <li>
              <Users aria-hidden="true" size={18} /> {t('catalog.guests', { count: room.capacity })}
            </li>
            <li>
              <BedDouble aria-hidden="true" size={18} /> {t('catalog.beds', { count: room.beds })}
            </li>
            <li>
              <Maximize aria-hidden="true" size={18} /> {t('catalog.card.size', { size: room.size })}
            </li>
          </ul>
          {pricesVary(room) ? (
            // Seasons or a weekend price (docs/product.md "Rates"): the lowest night; the calendar shows each.
            <p className={styles.price}>
              <span className={styles.muted}>{t('catalog.card.from')}</span> <strong>
                <Price amount={lowestRate(room)} />
              </strong>{' '}
              <span className={styles.muted}>{t('catalog.details.perDay')}</span>
            </p>
          ) : (
            <p className={styles.price}>
              {hasDiscount(room) && (
                <s className={styles.muted}>
                  <Price amount={room.price} />
                </s>
              )}{' '}
              <strong>
                <Price amount={nightlyRate(room)} />
              </strong>{' '}
              <span className={styles.muted}>{t('catalog.details.perDay')}</span>
            </p>
          )}
          <h2 className={styles.h2}>{t('catalog.details.about')}</h2>
          <p>{room.description}</p>
          <h2 className={styles.h2}>{t('catalog.card.amenities')}</h2>
          <ul className={styles.amenities}>
            {room.amenities.map((a) => (
              <li key={a}>{t(`catalog.amenity.${a}`)}</li>
            ))}
          </ul>
          <h2 className={styles.h2}>{t('catalog.details.reviews')}</h2>
          {room.reviews.length === 0 ? (
            <p className={styles.muted}>{t('catalog.details.noReviews')}</p>
          ) : (
            <ul className={styles.reviews}>
              {room.reviews.map((r, i) => (
                <li key={`${r.createdAt ?? r.date}-${i}`} className={styles.review}>
                  <p className={styles.reviewHead}>
                    <strong>{r.name}</strong> <span className={styles.muted}>· {formatReviewDate(r.date, peekRuntimeConfig()?.hotelTimeZone, currentLocale())}</span>
                    <span className={styles.reviewRating}>
                      <Star aria-hidden="true" size={14} className={styles.starOn} /> {r.rating}
                    </span>
                  </p>
                  <p className={styles.reviewText}>{r.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </article>
        {bookingSlot && <aside className={styles.aside}>{bookingSlot({ room })}</aside>}
      </div>
    </div>
  );
}
