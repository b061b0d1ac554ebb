import { Dialog, DialogActions, type DialogProps } from '@hotel/shared/ui';
import dialog from '@hotel/shared/ui/dialog.module.css';
import desk from './desk.module.css';

interface Props extends Pick<DialogProps, 'title' | 'onClose' | 'initialFocus' | 'children'> {
  /** The change is under way: nothing can be pressed, and the dialog cannot be dismissed. */
  busy: boolean;
  /** The action takes something away (archive, hide): its button is red. */
  danger: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  /** The dialog asks for something (a reason): its body and buttons are a form the action submits. */
  asForm?: boolean;
}

/** A staff confirmation: the question, what it does, then Cancel and the action. */
export function ConfirmDialog({
  title,
  busy,
  danger,
  confirmLabel,
  onClose,
  onConfirm,
  asForm,
  initialFocus,
  children,
}: Props) {
  const actions = (
    <DialogActions>
      <button type="button" className={desk.secondary} disabled={busy} onClick={onClose}>
        Cancel
      </button>
      <button
        type={asForm ? 'submit' : 'button'}
        className={danger ? dialog.danger : desk.primary}
        disabled={busy}
        onClick={asForm ? undefined : onConfirm}
      >
        {confirmLabel}
      </button>
    </DialogActions>
  );
  return (
    <Dialog open onClose={onClose} title={title} dismissible={!busy} initialFocus={initialFocus}>
      {asForm ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          {children}
          {actions}
        </form>
      ) : (
        <>
          {children}
          {actions}
        </>
      )}
    </Dialog>
  );
}
