// The typed date input of the booking screens (the booking panel, "Update Date"): a label tied to
// the field, `YYYY-MM-DD` values (docs/product.md §5: minimum today in the hotel's time zone) and a
// focus ring that shows on the field itself.
import { useId, type ReactNode } from 'react';
import styles from './DateField.module.css';

export interface DateFieldProps {
  /** The visible label (text, or an icon and text). */
  label: ReactNode;
  /** `YYYY-MM-DD`, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest date the picker offers (`YYYY-MM-DD`). */
  min?: string;
  /** The latest date the picker offers (`YYYY-MM-DD`), e.g. a stay's last possible check-out. */
  max?: string;
  /** Id of the text that explains the value (availability, a validator's message). */
  describedBy?: string;
  /** Where it sits decides its look: the caller's classes for the label and the input. */
  classNames?: { label?: string; input?: string };
}

/** A label and its date input, as siblings, so they lay out in the caller's flex or block flow. */
export function DateField({ label, value, onChange, min, max, describedBy, classNames = {} }: DateFieldProps) {
  const id = useId();
  return (
    <>
      <label className={classNames.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={[classNames.input, styles.input].filter(Boolean).join(' ')}
        type="date"
        min={min}
        max={max}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
