// The one modal dialog of the site (docs/design.md "Dialogs"): every dialog of every front end is this
// component, so focus handling and dismissal behave the same everywhere.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close (Escape, or the header's close button); the caller sets `open` to false. */
  onClose: () => void;
  /** Heading shown in the dialog's header and used as its accessible name. */
  title?: ReactNode;
  /** Instead of `title`: the id of a heading the children render. */
  labelledBy?: string;
  /** Element to focus on open; default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while something must finish (a request in flight): Escape does nothing. */
  dismissible?: boolean;
  /** Extra class for the <dialog> (its width, say). */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.hasAttribute('data-focus-guard'),
  );
}

/**
 * Keeps Tab inside the dialog: focus that reaches a guard (Tab past the last control, Shift+Tab
 * before the first) goes round to the other end. The browser moves focus everywhere else, so a
 * date field's own parts (month, day, year) keep their Tab and Shift+Tab.
 */
function FocusGuard({ dialog, to }: { dialog: RefObject<HTMLDialogElement | null>; to: 'first' | 'last' }) {
  return (
    <span
      data-focus-guard=""
      // Focusable only to pass focus on to a control: it is never where focus stays.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.focusGuard}
      onFocus={() => {
        const d = dialog.current;
        if (!d) return;
        const items = focusables(d);
        (to === 'first' ? items[0] : items[items.length - 1])?.focus();
      }}
    />
  );
}

/**
 * A modal <dialog>: opened with showModal() (the page behind is inert), labelled by its title,
 * Escape closes, Tab and Shift+Tab cycle inside it (FocusGuard), and on close focus returns to the element
 * that had it before the dialog opened.
 */
export function Dialog({
  open,
  onClose,
  title,
  labelledBy,
  initialFocus,
  dismissible = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d || !open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) {
      // jsdom has no showModal: the attribute renders it the same for tests.
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    const target = initialFocus?.current ?? focusables(d)[0] ?? d;
    target.focus();
    return () => {
      if (d.open) {
        if (typeof d.close === 'function') d.close();
        else d.removeAttribute('open');
      }
      const back = returnTo.current;
      returnTo.current = null;
      if (back && back.isConnected) back.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      if (dismissible) onClose();
      return;
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={labelledBy ?? (title !== undefined ? titleId : undefined)}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // The browser's own close request (Escape): React state stays the source of truth.
        e.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open && (
        <>
          <FocusGuard dialog={ref} to="last" />
          {title !== undefined && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {children}
          <FocusGuard dialog={ref} to="first" />
        </>
      )}
    </dialog>
  );
}

/** Right-aligned dialog buttons, primary last (docs/design.md). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
