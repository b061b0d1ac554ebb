import type { Loaded } from '@hotel/shared';
import { ColumnHeads, ListStatus, type Column } from '@hotel/shared/front-desk';
import type { ReactNode } from 'react';
import buttons from '@hotel/shared/ui/components.module.css';
import desk from './desk.module.css';

interface Props<T> {
  title: string;
  /** The line under the title once the list has loaded ("3 on sale · 1 archived"). */
  summary: (items: readonly T[]) => string;
  /** Beside the title: what makes a new record ("Add a room"). */
  action?: ReactNode;
  read: Pick<Loaded<readonly T[]>, 'status' | 'data' | 'reload'>;
  /** The order the records show in; default the API's. */
  order?: (a: T, b: T) => number;
  /** What the list holds, for its status lines ("rooms": "Loading rooms…", "No rooms yet."). */
  what: string;
  /** The table's name for screen readers. */
  caption: string;
  columns: readonly (string | Column)[];
  /** One `<tr>` a record. */
  children: (item: T) => ReactNode;
}

/**
 * A staff list page: its title and summary, the list's loading or failed state, "No rooms yet", or
 * the table of its records.
 */
export function DeskList<T>({ title, summary, action, read, order, what, caption, columns, children }: Props<T>) {
  const items = read.data ? (order ? [...read.data].sort(order) : read.data) : [];
  return (
    <>
      <div className={desk.header}>
        <div>
          <h1 className={desk.title}>{title}</h1>
          {read.data && <p className={desk.muted}>{summary(items)}</p>}
        </div>
        {action}
      </div>
      <ListStatus read={read} what={what} />
      {read.data && items.length === 0 && <p className={desk.status}>{`No ${what} yet.`}</p>}
      {items.length > 0 && (
        <table className={desk.table}>
          <caption className={buttons.visuallyHidden}>{caption}</caption>
          <ColumnHeads columns={columns} />
          <tbody>{items.map(children)}</tbody>
        </table>
      )}
    </>
  );
}

/** A row's last cell: its action buttons. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className={desk.actions}>{children}</div>
    </td>
  );
}

/** A row's action: its text says what it does, its name which row ("Archive Deluxe Suite"). */
export function RowButton({ label, of, onClick }: { label: string; of: string; onClick: () => void }) {
  return (
    <button type="button" className={desk.rowButton} onClick={onClick} aria-label={`${label} ${of}`}>
      {label}
    </button>
  );
}
