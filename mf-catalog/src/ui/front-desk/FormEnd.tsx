import { DialogActions } from '@hotel/shared/ui';
import desk from './desk.module.css';

interface Props {
  /** The form's own message (fix the fields, the API's refusal, no changes), above the buttons. */
  message: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}

/** The end of a staff dialog's form: its message, then Cancel and the submit button. */
export function FormEnd({ message, busy, onCancel, submitLabel }: Props) {
  return (
    <>
      {message && (
        <p className={desk.formError} role="alert">
          {message}
        </p>
      )}
      <DialogActions>
        <button type="button" className={desk.secondary} disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={desk.primary} disabled={busy}>
          {submitLabel}
        </button>
      </DialogActions>
    </>
  );
}
