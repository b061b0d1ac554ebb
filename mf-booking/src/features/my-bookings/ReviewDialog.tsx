import {
  api,
  bookingUserName,
  MESSAGES,
  RATING_MAX,
  RATING_MIN,
  REVIEW_RATING_DEFAULT,
  sharedText,
  t,
  TOASTS,
  useAction,
  validateReview,
  type AuthUser,
  type Booking,
  type Review,
} from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  user: AuthUser;
  /** The guest's review of this room: "Edit Review" replaces it; null: "Write Review" creates one. */
  existing: Review | null;
  onClose: () => void;
  onSaved: (roomId: string, review: Review) => void;
}

/** Five stars as a radio group: click a star, or arrow keys move the rating (native radio behaviour). */
function StarRating({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const name = useId();
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  return (
    <fieldset className={styles.stars}>
      <legend className={styles.fieldLabel}>{t('booking.review.rating')}</legend>
      {stars.map((n) => (
        <label key={n} className={styles.star} title={t('booking.review.stars', { count: n })}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className={styles.visuallyHidden}
            aria-label={t('booking.review.stars', { count: n })}
          />
          <Star aria-hidden="true" size={28} className={n <= value ? styles.starOn : styles.starOff} />
        </label>
      ))}
    </fieldset>
  );
}

/** "Write Review" / "Edit Review": stars (default 5), a required comment, the name read-only. */
export function ReviewDialog({ booking, user, existing, onClose, onSaved }: Props) {
  const editing = existing !== null;
  const [rating, setRating] = useState(existing?.rating ?? REVIEW_RATING_DEFAULT);
  const [comment, setComment] = useState(existing?.comment ?? '');
  // The comment's problem shows once the guest has left the field or tried to submit, not before
  // they have typed anything.
  const [touched, setTouched] = useState(false);
  const ids = { name: useId(), comment: useId(), help: useId() };
  const name = bookingUserName(user);
  // The API's own rule (non-blank, length, rating range), so the dialog never sends what it refuses.
  const problem = validateReview({ rating, comment });
  const shownProblem = touched ? problem : null;

  const save = useAction(
    (review: Review) =>
      editing ? api.updateReview(booking.roomId, user.email, review) : api.createReview(booking.roomId, review),
    {
      success: editing ? MESSAGES.reviewUpdated : MESSAGES.reviewSubmitted,
      failure: { fallback: editing ? MESSAGES.reviewUpdateFailed : MESSAGES.reviewSubmitFailed, server: false },
      toast: TOASTS.booking,
      // The guest's review is part of the room (GET /rooms/{id}).
      stales: ['rooms'],
      onSuccess: (_, review) => onSaved(booking.roomId, review),
    },
  );
  const busy = save.busy;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(editing ? 'booking.review.edit' : 'booking.review.write')}
      dismissible={!busy}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!problem && !busy) {
            void save.run({
              name,
              rating,
              comment: comment.trim(),
              date: new Date().toLocaleDateString(),
              userEmail: user.email,
            });
          }
        }}
      >
        <p className={styles.dialogText}>{booking.roomName}</p>
        <label className={styles.fieldLabel} htmlFor={ids.name}>
          {t('booking.review.name')}
        </label>
        <input id={ids.name} className={styles.field} type="text" value={name} readOnly />
        <StarRating value={rating} onChange={setRating} />
        <label className={styles.fieldLabel} htmlFor={ids.comment}>
          {t('booking.review.comment')}
        </label>
        <textarea
          id={ids.comment}
          className={styles.field}
          rows={4}
          required
          value={comment}
          aria-describedby={shownProblem ? ids.help : undefined}
          aria-invalid={shownProblem ? true : undefined}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        {shownProblem && (
          <p id={ids.help} className={styles.fieldHelp} role="alert">
            {sharedText(shownProblem)}
          </p>
        )}
        <DialogActions>
          <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
            {t('booking.review.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t(editing ? 'booking.review.update' : 'booking.review.submit')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
