import { MESSAGES, sharedText, t } from '@hotel/shared';
import { RefreshCw, ServerCrash } from 'lucide-react';
import { useEffect } from 'react';
import { markFirstContent } from '../startup/firstContent';
import styles from './remotes.module.css';

interface Props {
  onRetry: () => void;
  /** Smaller box for sections inside a page (e.g. the booking panel). */
  compact?: boolean;
}

/** "This section is temporarily unavailable" + Retry: what a failed remote renders. */
export function RemoteUnavailable({ onRetry, compact }: Props) {
  useEffect(markFirstContent, []);
  return (
    <div className={compact ? `${styles.unavailable} ${styles.compact}` : styles.unavailable} role="alert">
      <ServerCrash className={styles.unavailableIcon} aria-hidden="true" />
      <p className={styles.unavailableText}>{sharedText(MESSAGES.remoteUnavailable)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <RefreshCw aria-hidden="true" size={18} />
        {t('shell.retry')}
      </button>
    </div>
  );
}
