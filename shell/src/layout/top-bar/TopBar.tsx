import { useAuthStore } from '@hotel/shared';
import { Hotel, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Avatar } from './Avatar';
import styles from './TopBar.module.css';
import { useLogout } from './useLogout';
import { displayNameOf, UserMenu } from './UserMenu';

export const NAV_LINKS = [
  { to: '/rooms', label: 'Rooms' },
  { to: '/my-bookings', label: 'My Bookings' },
  { to: '/contact', label: 'Contact' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/** Sticky top bar (spec §2): brand, centre links with active highlight, auth area, small-screen menu. */
export function TopBar() {
  const user = useAuthStore((s) => s.user);
  const loading = useAuthStore((s) => s.loading);
  const logout = useLogout();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the small-screen menu (adjusting state on a prop change, during render).
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onPointer = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !toggle.current?.contains(t)) setMobileOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [mobileOpen]);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Harborview home">
          <Hotel aria-hidden="true" size={26} />
          <span>Harborview</span>
        </Link>

        <nav className={styles.nav} aria-label="Main">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className={styles.auth}>
          {user ? (
            <UserMenu user={user} onLogout={() => void logout()} busy={loading} />
          ) : (
            <>
              <Link to="/login" className={styles.ghost}>
                Login
              </Link>
              <Link to="/register" className={styles.primary}>
                Register
              </Link>
            </>
          )}
        </div>

        <button
          ref={toggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      {mobileOpen && (
        <div id={mobileId} ref={panel} className={styles.mobilePanel} data-testid="mobile-menu">
          <nav aria-label="Mobile" className={styles.mobileNav}>
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} className={navClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.mobileAuth}>
            {user ? (
              <>
                <div className={styles.menuUser}>
                  <Avatar src={user.photoURL} size={40} />
                  <div className={styles.menuUserText}>
                    <span className={styles.menuName}>{displayNameOf(user)}</span>
                    <span className={styles.menuEmail}>{user.email}</span>
                  </div>
                </div>
                <button
                  type="button"
                  className={styles.menuLogout}
                  disabled={loading}
                  onClick={() => {
                    setMobileOpen(false);
                    void logout();
                  }}
                >
                  <LogOut aria-hidden="true" size={18} />
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className={styles.ghost}>
                  Login
                </Link>
                <Link to="/register" className={styles.primary}>
                  Register
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
