import type { AuthUser } from '@hotel/shared';
import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from './Avatar';
import styles from './TopBar.module.css';

export const displayNameOf = (user: Pick<AuthUser, 'displayName'>) =>
  user.displayName && user.displayName.trim() !== '' ? user.displayName : 'User';

/**
 * Signed in: a round profile picture button opening a small menu with the display name (fallback
 * "User"), the e-mail and Logout. Closes on a click outside it and on Escape.
 */
export function UserMenu({ user, onLogout, busy }: { user: AuthUser; onLogout: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar src={user.photoURL} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu} data-testid="user-menu">
          <div className={styles.menuUser}>
            <Avatar src={user.photoURL} size={40} />
            <div className={styles.menuUserText}>
              <span className={styles.menuName}>{name}</span>
              <span className={styles.menuEmail}>{user.email}</span>
            </div>
          </div>
          <button
            type="button"
            className={styles.menuLogout}
            disabled={busy}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <LogOut aria-hidden="true" size={18} />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
