// The typed date input of the booking screens (the booking panel, "Update Date"): a label tied to
// the field, `YYYY-MM-DD` values (docs/product.md §5: minimum today in the hotel's time zone) and a
// focus ring that shows on the field itself.
import type { ReactNode } from 'react';
import styles from './DateField.module.css';
import { LabelledInput, type StayFieldProps } from './LabelledInput';

export interface DateFieldProps extends StayFieldProps {
  /** The visible label (text, or an icon and text). */
  label: ReactNode;
  /** The earliest date the picker offers (`YYYY-MM-DD`). */
  min?: string;
  /** The latest date the picker offers (`YYYY-MM-DD`), e.g. a stay's last possible check-out. */
  max?: string;
}

/** A label and its date input, as siblings, so they lay out in the caller's flex or block flow. */
export function DateField({ classNames = {}, ...field }: DateFieldProps) {
  const input = [classNames.input, styles.input].filter(Boolean).join(' ');
  return <LabelledInput {...field} classNames={{ label: classNames.label, input }} type="date" />;
}
