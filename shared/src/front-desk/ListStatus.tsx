import { Loading, LoadFailed } from './ReadStatus';

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
  if (read.status === 'loading') return <Loading text={`Loading ${what}…`} />;
  if (read.status === 'error') return <LoadFailed text={`Failed to fetch ${what}`} onRetry={read.reload} />;
  return null;
}
