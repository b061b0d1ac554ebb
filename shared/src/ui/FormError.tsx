import { sharedText, useMessages } from '@hotel/shared';
import { CircleAlert } from 'lucide-react';
import styles from './FormError.module.css';

export interface FormErrorProps {
  /** The id the form's fields name in `aria-describedby`. */
  id: string;
  /** What is wrong, in the spec's words; nothing renders without one. */
  message: string | null | undefined;
}

/**
 * A search or filter form's error line under its fields (docs/design.md "Forms"): announced at once
 * (`role="alert"`), danger-coloured, with the alert icon, taking a whole row of a wrapping form.
 */
export function FormError({ id, message }: FormErrorProps) {
  useMessages(); // a rule's words, in the page's language once @hotel/shared's catalog is in
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      <CircleAlert aria-hidden="true" size={16} />
      {sharedText(message)}
    </p>
  );
}
