import { useLoad, useRuntimeConfig, type AuditEntry } from '@hotel/shared';
import { auditActionWords, ColumnHeads, frontDeskApi, Loading, LoadFailed } from '@hotel/shared/front-desk';
import { deskStyles } from '../../ui/front-desk';
import { changedFields, recordLabel } from './auditChange';
import styles from './FrontDeskActivity.module.css';

function Change({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className={deskStyles.muted}>No field changed</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((c) => (
        <li key={c.field}>
          <span className={styles.field}>{c.field}</span>: {c.before} <span aria-label="changed to">→</span> {c.after}
        </li>
      ))}
    </ul>
  );
}

/**
 * /hotel/activity (docs/product.md "Front desk"): the audit log, newest first: when, who, what,
 * which record, the reason, and before → after as the fields that changed.
 */
export default function FrontDeskActivityPage() {
  const { hotelTimeZone } = useRuntimeConfig();
  const log = useLoad('activity', () => frontDeskApi.activity());
  const when = (at: string) => new Date(at).toLocaleString('en-US', { timeZone: hotelTimeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={deskStyles.page}>
      <h1 className={deskStyles.title}>Activity</h1>
      <p className={deskStyles.subtitle}>Every change staff made, newest first.</p>
      {log.status === 'error' && <LoadFailed text="The activity log could not be loaded." onRetry={log.reload} />}
      {log.status === 'loading' && (
        <Loading text="Loading the activity log…" />
      )}
      {log.data?.length === 0 && <p className={deskStyles.muted}>Nothing has been changed yet.</p>}
      {log.data && log.data.length > 0 && (
        // Focusable and named: on a phone the table scrolls sideways, by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroller} role="region" aria-label="The activity log" tabIndex={0}>
          <table className={styles.table}>
            <caption className={deskStyles.visuallyHidden}>The activity log, newest first</caption>
            <ColumnHeads columns={['When', 'Who', 'What', 'Record', 'Reason', 'Before → after']} />
            <tbody>
              {log.data.map((e) => (
                <tr key={e._id}>
                  <td className={styles.when}>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </td>
                  <td className={styles.who}>{e.actor}</td>
                  <td>{auditActionWords(e.action)}</td>
                  <td className={styles.record}>{recordLabel(e)}</td>
                  <td>{e.reason ?? <span className={deskStyles.muted}>—</span>}</td>
                  <td>
                    <Change entry={e} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
