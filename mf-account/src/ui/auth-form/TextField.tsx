import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './authForm.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Shown next to the label, e.g. "(optional)". */
  hint?: string;
  invalid?: boolean;
  /** Ids of the elements that describe this field (error region, helper text). */
  describedBy?: string | undefined;
  /** Rendered inside the field box, after the input (e.g. the show/hide toggle). */
  trailing?: ReactNode;
}

/** Label above the field, optional leading icon, error state via aria-invalid + aria-describedby. */
export function TextField({ id, label, icon, hint, invalid = false, describedBy, trailing, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {hint ? <span className={styles.hint}> {hint}</span> : null}
      </label>
      <div className={`${styles.control} ${invalid ? styles.controlInvalid : ''}`}>
        {icon ? (
          <span className={styles.leadingIcon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
    </div>
  );
}
