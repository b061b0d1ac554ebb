import { peekRuntimeConfig, useAction, type InboxMessage, type MessageState } from '@hotel/shared';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { useEffect, useRef } from 'react';
import { inquiryLabel, receivedAt, STATE_LABELS } from './inbox';
import { ReplyThread } from './ReplyThread';
import styles from './FrontDeskMessagesPage.module.css';

export const MESSAGE_TEXTS = {
  handled: 'Message marked handled.',
  failed: 'Failed to update the message. Please try again.',
} as const;

export const paneId = 'message-pane';

interface Props {
  message: InboxMessage;
  onClose: () => void;
  /** The message with its new state (as the API answered). */
  onChanged: (message: InboxMessage) => void;
}

/**
 * One message in full, in a pane beside the list (below 1024 px, above it). A pane, not the shared
 * Dialog: marketing's guest pop-up (SpecialOffers) uses Dialog, and a second user of it in this
 * remote splits it out of that chunk, adding bytes to every guest page. Opening a new message marks
 * it read; "Mark handled" closes it; the replies and the reply form are under the message.
 */
export function MessagePane({ message, onClose, onChanged }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
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
  // Focus follows the opened message, so a keyboard or screen-reader user lands in it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message._id]);

  return (
    <section id={paneId} className={styles.pane} aria-labelledby="message-pane-title">
      <h2 id="message-pane-title" ref={heading} tabIndex={-1} className={styles.paneTitle}>
        {message.subject?.trim() || inquiryLabel(message.inquiryType)}
      </h2>
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
      <ReplyThread key={message._id} message={message} onReplied={onChanged} />
      <div className={styles.paneActions}>
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
      </div>
    </section>
  );
}
