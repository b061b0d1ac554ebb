import { ROUTES, t } from '@hotel/shared';
import type { AuthUser } from '@hotel/shared';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from './Avatar';
import styles from './TopBar.module.css';

export const displayNameOf = (user: Pick<AuthUser, 'displayName'>) =>
  user.displayName && user.displayName.trim() !== '' ? user.displayName : t('shell.account.user');

/** Signed out: Login and Register (top bar and small-screen menu). */
export function GuestLinks() {
  return (
    <>
      <Link to={ROUTES.login} className={styles.ghost}>
        {t('shell.account.login')}
      </Link>
      <Link to={ROUTES.register} className={styles.primary}>
        {t('shell.account.register')}
      </Link>
    </>
  );
}

/** Signed in: picture, name (fallback "User"), e-mail and Logout (account menu and small-screen menu). */
export function AccountSummary({ user, busy, onLogout }: { user: AuthUser; busy?: boolean; onLogout: () => void }) {
  return (
    <>
      <div className={styles.menuUser}>
        <Avatar src={user.photoURL} size={40} />
        <div className={styles.menuUserText}>
          <span className={styles.menuName}>{displayNameOf(user)}</span>
          <span className={styles.menuEmail}>{user.email}</span>
        </div>
      </div>
      <button type="button" className={styles.menuLogout} disabled={busy} onClick={onLogout}>
        <LogOut aria-hidden="true" size={18} />
        {t('shell.account.logout')}
      </button>
    </>
  );
}
