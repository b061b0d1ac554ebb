import { sharedText, useMessages } from '@hotel/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './authForm.module.css';

interface FormAlertProps {
  id: string;
  message: string | null;
  tone?: 'error' | 'success';
}

/**
 * Form-level message. The live region is always rendered (so screen readers announce changes);
 * fields point at it with aria-describedby while it holds an error.
 */
export function FormAlert({ id, message, tone = 'error' }: FormAlertProps) {
  useMessages(); // @hotel/shared's words, in the page's language once its catalog is in
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={styles.alertRegion}>
      {message ? (
        <p className={tone === 'error' ? styles.alertError : styles.alertSuccess}>
          <Icon size={20} aria-hidden="true" className={styles.alertIcon} />
          <span>{sharedText(message)}</span>
        </p>
      ) : null}
    </div>
  );
}
