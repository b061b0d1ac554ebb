import { t, type AuthUser } from '@hotel/shared';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { AccountSummary, displayNameOf } from './AccountParts';
import { Avatar } from './Avatar';
import styles from './TopBar.module.css';
import { useDismiss } from './useDismiss';

/**
 * Signed in: a round profile picture button opening a small menu with the display name (fallback
 * "User"), the e-mail and Logout. Closes on a click outside it and on Escape.
 */
export function UserMenu({ user, onLogout, busy }: { user: AuthUser; onLogout: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A click outside closes it; Escape closes it and gives focus back to the picture button.
  const dismiss = useCallback((how: 'outside' | 'escape') => {
    setOpen(false);
    if (how === 'escape') button.current?.focus();
  }, []);
  const inside = useMemo(() => [root], []);
  useDismiss(open, inside, dismiss);

  const name = displayNameOf(user);
  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('shell.account.menuFor', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar src={user.photoURL} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu} data-testid="user-menu">
          <AccountSummary
            user={user}
            busy={busy}
            onLogout={() => {
              setOpen(false);
              onLogout();
            }}
          />
        </div>
      )}
    </div>
  );
}
