import { formatReviewDate, peekRuntimeConfig, useLoad, type HotelReview } from '@hotel/shared';
import { frontDeskApi, NameAndEmail } from '@hotel/shared/front-desk';
import { Star } from 'lucide-react';
import { ActionsCell, DeskList, RowButton, useRowDialog } from '../../ui/front-desk';
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
      <ActionsCell>
        <RowButton
          label={action}
          of={`${review.name}'s review of ${review.roomName}`}
          onClick={() => onModerate(review)}
        />
      </ActionsCell>
    </tr>
  );
}

/**
 * The latest reviews across rooms (docs/product.md "Front desk", "Reviews"), hidden ones included
 * with their reason; staff hide one (with a reason) or show it again.
 */
export default function FrontDeskReviewsPage() {
  const reviews = useLoad('reviews', () => frontDeskApi.reviews());
  const moderating = useRowDialog(reviews, (a, b) => keyOf(a) === keyOf(b));

  return (
    <div className={desk.page}>
      <DeskList
        title="Reviews"
        summary={(list) =>
          `The latest ${list.length} reviews across rooms · ${list.filter((r) => r.hidden).length} hidden`
        }
        read={reviews}
        what="reviews"
        caption="The latest reviews across rooms"
        columns={[
          'Room',
          'Guest',
          { name: 'Rating', className: desk.num },
          'Date',
          'Comment',
          'State',
          { name: 'Actions', hidden: true },
        ]}
      >
        {(review) => <ReviewRow key={keyOf(review)} review={review} onModerate={moderating.open} />}
      </DeskList>
      {moderating.row && (
        <ModerateReviewDialog review={moderating.row} onClose={moderating.close} onDone={moderating.done} />
      )}
    </div>
  );
}
