import { INQUIRY_TYPES, MESSAGE_STATES, peekRuntimeConfig, useLoad, type InboxMessage } from '@hotel/shared';
import { ColumnHeads, frontDeskApi, ListStatus, NameAndEmail } from '@hotel/shared/front-desk';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, filtersOf, inquiryLabel, newestFirst, receivedAt, STATE_LABELS } from './inbox';
import { MessagePane, paneId } from './MessagePane';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskMessagesPage.module.css';

/** The inbox's filters, each kept in the URL query under its own name: "All …" or one value. */
const FILTERS = [
  { name: FILTER_PARAMS.type, label: 'Type', all: 'All types', options: INQUIRY_TYPES },
  {
    name: FILTER_PARAMS.state,
    label: 'State',
    all: 'All states',
    options: MESSAGE_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
  },
] as const;

function Filters() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const set = (name: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <form className={styles.filters} aria-label="Filter messages" onSubmit={(e) => e.preventDefault()}>
      {FILTERS.map((f) => (
        <label key={f.name} className={styles.filter}>
          <span className={fields.label}>{f.label}</span>
          <select className={fields.input} value={filters[f.name] ?? ''} onChange={(e) => set(f.name, e.target.value)}>
            <option value="">{f.all}</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </form>
  );
}

function MessageRow({
  message,
  open,
  onOpen,
}: {
  message: InboxMessage;
  open: boolean;
  onOpen: (m: InboxMessage) => void;
}) {
  const subject = message.subject?.trim() || inquiryLabel(message.inquiryType);
  return (
    <tr
      className={
        [message.state === 'new' && styles.unread, open && styles.selected].filter(Boolean).join(' ') || undefined
      }
    >
      <td data-label="Received" className={styles.nowrap}>
        {receivedAt(message.createdAt, peekRuntimeConfig()?.hotelTimeZone)}
      </td>
      <td data-label="From">
        <NameAndEmail name={message.name} email={message.email} />
      </td>
      <td data-label="Type">{inquiryLabel(message.inquiryType)}</td>
      <td className={styles.wide}>
        <button
          type="button"
          id={`open-${message._id}`}
          className={styles.subject}
          aria-expanded={open}
          aria-controls={open ? paneId : undefined}
          onClick={() => onOpen(message)}
        >
          {subject}
        </button>
        <div className={`${styles.muted} ${styles.snippet}`}>{message.message}</div>
      </td>
      <td data-label="State">
        <span className={styles[`state_${message.state}`]}>{STATE_LABELS[message.state]}</span>
      </td>
    </tr>
  );
}

/**
 * The contact inbox (docs/product.md "Front desk", "Messages"): newest first, filtered by inquiry
 * type and state in the URL query; a message opens in a pane and is marked read; "Mark handled"; a
 * reply from the pane, e-mailed by the API (the message then handled), its thread under the message.
 */
export default function FrontDeskMessagesPage() {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const messages = useLoad(JSON.stringify(filters), () => frontDeskApi.messages(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const list = [...(messages.latest ?? [])].sort(newestFirst);
  const open = list.find((m) => m._id === openId) ?? null;
  const filtered = Boolean(filters.type || filters.state);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Messages</h1>
        <Filters />
      </div>
      <ListStatus read={messages} what="messages" />
      {messages.status === 'ready' && list.length === 0 && (
        <p className={styles.status}>{filtered ? 'No messages match these filters.' : 'No messages yet.'}</p>
      )}
      <div className={open ? styles.withPane : undefined}>
        {open && (
          <MessagePane
            message={open}
            onClose={() => {
              setOpenId(null);
              // Back to the message's row, where the reader was.
              document.getElementById(`open-${open._id}`)?.focus();
            }}
            onChanged={(changed) => messages.mutate((all) => all.map((m) => (m._id === changed._id ? changed : m)))}
          />
        )}
        {messages.status !== 'error' && list.length > 0 && (
          <table className={`${styles.table} ${styles.list}`} aria-busy={messages.status === 'loading'}>
            <caption className={styles.hidden}>Contact messages, newest first</caption>
            <ColumnHeads columns={['Received', 'From', 'Type', 'Message', 'State']} />
            <tbody>
              {list.map((m) => (
                <MessageRow key={m._id} message={m} open={m._id === openId} onOpen={(x) => setOpenId(x._id)} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
