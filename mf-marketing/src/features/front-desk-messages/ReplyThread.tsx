import { peekRuntimeConfig, useAction, useLoad, type ContactReply, type InboxMessage, type MailState } from '@hotel/shared';
import { LoadFailed, REPLY_MAX, REPLY_MESSAGES, frontDeskApi, validateReply } from '@hotel/shared/front-desk';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { receivedAt } from './inbox';
import desk from '@hotel/shared/front-desk/desk.module.css';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskMessagesPage.module.css';

export const REPLY_TEXTS = {
  failed: 'The reply was not sent. Please try again.',
  loadFailed: 'Could not load the replies.',
} as const;

const DELIVERY: Readonly<Record<MailState, string>> = {
  pending: 'E-mail on its way',
  sent: 'E-mailed',
  failed: 'E-mail not delivered',
};

/**
 * The hotel's replies under a message, oldest first, and the form that sends one (docs/product.md
 * "Front desk", "Messages"): the API e-mails it to the guest and marks the message handled.
 */
export function ReplyThread({ message, onReplied }: { message: InboxMessage; onReplied: (m: InboxMessage) => void }) {
  const replies = useLoad(message._id, (id) => frontDeskApi.replies(id));
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useAction((text: string) => frontDeskApi.reply(message._id, text), {
    success: REPLY_MESSAGES.sent,
    failure: REPLY_TEXTS.failed,
    showError: 'inline',
    onSuccess: (reply: ContactReply) => {
      replies.mutate((all) => [...all, reply]);
      setBody('');
      onReplied({ ...message, state: 'handled' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = validateReply(body);
    setInvalid(error);
    if (!error) void send.run(body.trim());
  };
  const error = invalid ?? send.error;
  const zone = peekRuntimeConfig()?.hotelTimeZone;

  return (
    <div className={styles.thread}>
      <h3 className={styles.threadTitle}>Replies</h3>
      {replies.status === 'error' && <LoadFailed text={REPLY_TEXTS.loadFailed} onRetry={replies.reload} />}
      {replies.data && replies.data.length === 0 && <p className={styles.muted}>No reply yet.</p>}
      {replies.data && replies.data.length > 0 && (
        <ol className={styles.replies}>
          {replies.data.map((r) => (
            <li key={r._id} className={styles.reply}>
              <p className={styles.muted}>
                {r.author} · {receivedAt(r.createdAt, zone)} · {DELIVERY[r.mailState]}
              </p>
              <p className={styles.body}>{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={desk.stack} onSubmit={submit} noValidate>
        <label className={fields.label} htmlFor="reply-body">
          Reply to {message.email}
        </label>
        <textarea
          id="reply-body"
          className={styles.replyBox}
          value={body}
          maxLength={REPLY_MAX}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reply-error' : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && (
          <p id="reply-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={send.busy}>
          <Send aria-hidden="true" size={18} /> {send.busy ? 'Sending…' : 'Send reply'}
        </button>
      </form>
    </div>
  );
}
