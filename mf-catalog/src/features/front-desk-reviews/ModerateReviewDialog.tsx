import { useAction, type HotelReview } from '@hotel/shared';
import { checkReason, frontDeskApi, REASON_MAX, REASON_MESSAGES } from '@hotel/shared/front-desk';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskReviewsPage.module.css';

export const MODERATION_TEXTS = {
  hideTitle: 'Hide this review?',
  showTitle: 'Show this review again?',
  hideBody:
    'It leaves the room page and the averages. Its author still sees it in My Bookings, marked "Hidden by the hotel".',
  showBody: 'It returns to the room page and counts in the averages again.',
  reasonLabel: 'Reason',
  reasonOptionalLabel: 'Reason (optional)',
  hidden: (name: string) => `${name}'s review is hidden.`,
  shown: (name: string) => `${name}'s review is shown again.`,
  failed: 'Failed to change the review. Please try again.',
} as const;

interface Props {
  review: HotelReview;
  onClose: () => void;
  onDone: (review: HotelReview) => void;
}

/** Hide (a reason is required: it goes to the audit log) or show a review again. */
export function ModerateReviewDialog({ review, onClose, onDone }: Props) {
  const hiding = !review.hidden;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const moderate = useAction(
    (r: string) =>
      frontDeskApi.moderateReview(review.roomId, { userEmail: review.userEmail, hidden: hiding, reason: r }),
    {
      success: hiding ? MODERATION_TEXTS.hidden(review.name) : MODERATION_TEXTS.shown(review.name),
      failure: MODERATION_TEXTS.failed,
      onSuccess: (answer, r) => {
        const changed: HotelReview = { ...review, hidden: hiding, hiddenReason: hiding ? r : null };
        onDone({ ...changed, ...answer });
      },
    },
  );

  const onConfirm = () => {
    const r = checkReason(reason, hiding ? REASON_MESSAGES.hideRequired : undefined);
    if (!r.ok) {
      setProblem(r.message);
      reasonRef.current?.focus();
      return;
    }
    void moderate.run(r.value ?? '');
  };

  return (
    <ConfirmDialog
      title={hiding ? MODERATION_TEXTS.hideTitle : MODERATION_TEXTS.showTitle}
      busy={moderate.busy}
      danger={hiding}
      confirmLabel={hiding ? 'Hide review' : 'Show review'}
      onClose={onClose}
      onConfirm={onConfirm}
      asForm
      initialFocus={reasonRef}
    >
      <blockquote className={styles.quote}>
        <p>{review.comment}</p>
        <footer className={desk.muted}>
          {review.name}, {review.roomName}
        </footer>
      </blockquote>
      <p className={desk.dialogText}>{hiding ? MODERATION_TEXTS.hideBody : MODERATION_TEXTS.showBody}</p>
      <label htmlFor="moderation-reason" className={styles.label}>
        {hiding ? MODERATION_TEXTS.reasonLabel : MODERATION_TEXTS.reasonOptionalLabel}
      </label>
      <textarea
        id="moderation-reason"
        ref={reasonRef}
        className={fields.input}
        rows={3}
        required={hiding}
        maxLength={REASON_MAX}
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'moderation-reason-error' : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <p id="moderation-reason-error" className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
