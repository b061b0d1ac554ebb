// The typed guest count of the stay searches (/rooms, the home hero, the partner embed): a label tied
// to a number field bounded by the product's guest rule (docs/product.md §5: 1 to 3). It keeps what
// the guest typed as text, so a bad value is shown with the validator's message, never lost.
import { GUESTS_MAX, GUESTS_MIN, tOr } from '@hotel/shared';
import { LabelledInput, type StayFieldProps } from './LabelledInput';

export type GuestsFieldProps = StayFieldProps;

/** A label and its number input, as siblings, so they lay out in the caller's flow (as DateField). */
export function GuestsField(props: GuestsFieldProps) {
  return (
    <LabelledInput label={tOr('shared.ui.guests', 'Guests')} {...props} type="number" inputMode="numeric" min={GUESTS_MIN} max={GUESTS_MAX} />
  );
}
