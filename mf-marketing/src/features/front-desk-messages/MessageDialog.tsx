import { peekRuntimeConfig, useAction, type InboxMessage, type MessageState } from '@hotel/shared';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { inquiryLabel, receivedAt, replyHref, STATE_LABELS } from './inbox';
import styles from './FrontDeskMessagesPage.module.css';

export const MESSAGE_TEXTS = {
  handled: 'Message marked handled.',
  failed: 'Failed to update the message. Please try again.',
} as const;

interface Props {
  message: InboxMessage;
  onClose: () => void;
  /** The message with its new state (as the API answered). */
  onChanged: (message: InboxMessage) => void;
}

/** One message in full. Opening a new one marks it read; "Mark handled" closes it. */
export function MessageDialog({ message, onClose, onChanged }: Props) {
  const setState = useAction((state: MessageState) => frontDeskApi.setMessageState(message._id, state), {
    success: (_, state) => (state === 'handled' ? MESSAGE_TEXTS.handled : ''),
    failure: MESSAGE_TEXTS.failed,
    onSuccess: (answer, state) => {
      const changed: InboxMessage = { ...message, state };
      onChanged({ ...changed, ...answer });
      if (state === 'handled') onClose();
    },
  });
  const { run } = setState;
  const isNew = message.state === 'new';
  useEffect(() => {
    if (isNew) void run('read');
  }, [isNew, run]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={message.subject?.trim() || inquiryLabel(message.inquiryType)}
      className={styles.dialog}
    >
      <dl className={styles.facts}>
        <dt>From</dt>
        <dd>
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        {message.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone}`}>{message.phone}</a>
            </dd>
          </>
        )}
        <dt>Type</dt>
        <dd>{inquiryLabel(message.inquiryType)}</dd>
        <dt>Received</dt>
        <dd>{receivedAt(message.createdAt, peekRuntimeConfig()?.hotelTimeZone)}</dd>
        <dt>State</dt>
        <dd>{STATE_LABELS[message.state]}</dd>
      </dl>
      <p className={styles.body}>{message.message}</p>
      <DialogActions>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Close
        </button>
        {message.state !== 'handled' && (
          <button
            type="button"
            className={styles.secondary}
            disabled={setState.busy}
            onClick={() => void run('handled')}
          >
            Mark handled
          </button>
        )}
        <a className={styles.primary} href={replyHref(message)}>
          <Mail aria-hidden="true" size={18} /> Reply
        </a>
      </DialogActions>
    </Dialog>
  );
}
