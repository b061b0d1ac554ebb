import { errorMessage, type Loaded } from '@hotel/shared';
import desk from './desk.module.css';

interface Props {
  read: Pick<Loaded<unknown>, 'status' | 'error' | 'reload'>;
  /** "Loading room…"; what a failed read says when the API gave no reason of its own; "Room not found". */
  texts: { loading: string; loadFailed: string; notFound: string };
}

/**
 * A staff page's one record while it loads or when there is none: the loading line, or the failure
 * with Try again (which reads it again), or "not found".
 */
export function RecordStatus({ read, texts }: Props) {
  if (read.status === 'loading')
    return (
      <p className={desk.status} role="status">
        {texts.loading}
      </p>
    );
  const error = read.status === 'error';
  return (
    <div className={desk.status} role="alert">
      <p>{error ? errorMessage(read.error, texts.loadFailed) : texts.notFound}</p>
      {error && (
        <button type="button" className={desk.secondary} onClick={read.reload}>
          Try again
        </button>
      )}
    </div>
  );
}
