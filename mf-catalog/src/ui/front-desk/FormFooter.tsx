import { DialogActions } from '@hotel/shared/ui';
import desk from './desk.module.css';
import form from './form.module.css';

/** A staff dialog form's end: its message (the rule's or the API's words), then Cancel and the submit button. */
export function FormFooter({ message, busy, submitLabel, onCancel }: { message: string | null; busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <>
      {message && (
        <p className={form.formError} role="alert">
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
