import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a stay field (DateField, GuestsField) takes from the screen it sits in. */
export interface StayFieldProps {
  /** The value as typed: `YYYY-MM-DD`, a count, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Id of the text that explains the value (availability, a validator's message). */
  describedBy?: string;
  /** Where it sits decides its look: the caller's classes for the label and the input. */
  classNames?: { label?: string; input?: string };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A label and its input, as siblings, so they lay out in the caller's flex or block flow. */
export function LabelledInput({
  label,
  value,
  onChange,
  describedBy,
  classNames = {},
  ...input
}: StayFieldProps & InputProps & { label: ReactNode }) {
  const id = useId();
  return (
    <>
      <label className={classNames.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={classNames.input}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </>
  );
}
