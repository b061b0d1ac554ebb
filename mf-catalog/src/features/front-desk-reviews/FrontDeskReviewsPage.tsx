import { formatReviewDate, peekRuntimeConfig, useLoad, type HotelReview } from '@hotel/shared';
import { ColumnHeads, frontDeskApi, ListStatus, NameAndEmail } from '@hotel/shared/front-desk';
import { Star } from 'lucide-react';
import { useState } from 'react';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskReviewsPage.module.css';
import { ModerateReviewDialog } from './ModerateReviewDialog';

/** A guest writes one review per room: the room and the author name it. */
const keyOf = (r: Pick<HotelReview, 'roomId' | 'userEmail'>) => `${r.roomId}|${r.userEmail}`;

function ReviewRow({ review, onModerate }: { review: HotelReview; onModerate: (r: HotelReview) => void }) {
  const action = review.hidden ? 'Show' : 'Hide';
  return (
    <tr className={review.hidden ? desk.archivedRow : undefined}>
      <td data-label="Room">{review.roomName}</td>
      <td data-label="Guest">
        <NameAndEmail name={review.name} email={review.userEmail} />
      </td>
      <td className={desk.num} data-label="Rating">
        <span className={styles.rating}>
          <Star aria-hidden="true" size={14} className={styles.star} /> {review.rating}
          <span className={styles.hidden}> of 5</span>
        </span>
      </td>
      <td data-label="Date" className={styles.date}>
        {formatReviewDate(review.date, peekRuntimeConfig()?.hotelTimeZone)}
      </td>
      <td className={`${desk.wide} ${styles.comment}`}>{review.comment}</td>
      <td data-label="State">
        {review.hidden ? (
          <span>
            <span className={desk.badgeWarn}>Hidden</span>
            {review.hiddenReason && <span className={`${desk.muted} ${styles.reason}`}>{review.hiddenReason}</span>}
          </span>
        ) : (
          <span className={desk.badge}>Shown</span>
        )}
      </td>
      <td>
        <div className={desk.actions}>
          <button
            type="button"
            className={desk.rowButton}
            onClick={() => onModerate(review)}
            aria-label={`${action} ${review.name}'s review of ${review.roomName}`}
          >
            {action}
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The latest reviews across rooms (docs/product.md "Front desk", "Reviews"), hidden ones included
 * with their reason; staff hide one (with a reason) or show it again.
 */
export default function FrontDeskReviewsPage() {
  const reviews = useLoad('reviews', () => frontDeskApi.reviews());
  const [moderating, setModerating] = useState<HotelReview | null>(null);
  const list = reviews.data ?? [];
  const hiddenCount = list.filter((r) => r.hidden).length;

  return (
    <div className={desk.page}>
      <div className={desk.header}>
        <div>
          <h1 className={desk.title}>Reviews</h1>
          {reviews.data && (
            <p className={desk.muted}>
              The latest {list.length} reviews across rooms · {hiddenCount} hidden
            </p>
          )}
        </div>
      </div>
      <ListStatus read={reviews} what="reviews" />
      {reviews.data && list.length === 0 && <p className={desk.status}>No reviews yet.</p>}
      {list.length > 0 && (
        <table className={desk.table}>
          <caption className={styles.hidden}>The latest reviews across rooms</caption>
          <ColumnHeads
            columns={[
              'Room',
              'Guest',
              { name: 'Rating', className: desk.num },
              'Date',
              'Comment',
              'State',
              { name: 'Actions', hidden: true },
            ]}
          />
          <tbody>
            {list.map((review) => (
              <ReviewRow key={keyOf(review)} review={review} onModerate={setModerating} />
            ))}
          </tbody>
        </table>
      )}
      {moderating && (
        <ModerateReviewDialog
          review={moderating}
          onClose={() => setModerating(null)}
          onDone={(changed) => {
            reviews.mutate((all) => all.map((r) => (keyOf(r) === keyOf(changed) ? changed : r)));
            setModerating(null);
          }}
        />
      )}
    </div>
  );
}
