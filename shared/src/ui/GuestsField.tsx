// The typed guest count of the stay searches (/rooms, the home hero, the partner embed): a label tied
// to a number field bounded by the product's guest rule (docs/product.md §5: 1 to 3). It keeps what
// the guest typed as text, so a bad value is shown with the validator's message, never lost.
import { useId } from 'react';
import { GUESTS_MAX, GUESTS_MIN } from '@hotel/shared';

export interface GuestsFieldProps {
  /** What the guest typed ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Id of the text that explains the value (a validator's message). */
  describedBy?: string;
  /** Where it sits decides its look: the caller's classes for the label and the input. */
  classNames?: { label?: string; input?: string };
}

/** A label and its number input, as siblings, so they lay out in the caller's flow (as DateField). */
export function GuestsField({ value, onChange, describedBy, classNames = {} }: GuestsFieldProps) {
  const id = useId();
  return (
    <>
      <label className={classNames.label} htmlFor={id}>
        Guests
      </label>
      <input
        id={id}
        className={classNames.input}
        type="number"
        inputMode="numeric"
        min={GUESTS_MIN}
        max={GUESTS_MAX}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
