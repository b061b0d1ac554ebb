import buttons from '../ui/components.module.css';
import desk from './desk.module.css';

/** The part of a `useLoad` read that its status line needs. */
interface ListRead {
  status: string;
  reload: () => void;
}

/**
 * A staff list's loading and failed states, in place of its table: "Loading rooms…", or "Failed to
 * fetch rooms" with Try again (which reads the list again). Nothing once the list has loaded.
 */
export function ListStatus({ read, what }: { read: ListRead; what: string }) {
  if (read.status === 'loading') {
    return (
      <p className={desk.status} role="status">
        {`Loading ${what}…`}
      </p>
    );
  }
  if (read.status === 'error') {
    return (
      <div className={desk.status} role="alert">
        <p>{`Failed to fetch ${what}`}</p>
        <button type="button" className={buttons.secondary} onClick={read.reload}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
