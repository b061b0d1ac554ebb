import { errorMessage, type Loaded } from '@hotel/shared';
import { Loading, LoadFailed } from '@hotel/shared/front-desk';
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
  if (read.status === 'loading') return <Loading text={texts.loading} />;
  if (read.status === 'error') return <LoadFailed text={errorMessage(read.error, texts.loadFailed)} onRetry={read.reload} />;
  return (
    <div className={desk.status} role="alert">
      <p>{texts.notFound}</p>
    </div>
  );
}
