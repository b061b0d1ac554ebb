import { ROUTES, t, useAuthStore } from '@hotel/shared';
import { FRONT_DESK_HOME } from '@hotel/shared/front-desk/routes';
import { Hotel, Menu, X } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AccountSummary, GuestLinks } from './AccountParts';
import { CurrencySlot } from '../../currency/CurrencySlot';
import { BarChoicesSlot } from './ChoicesSlot';
import styles from './TopBar.module.css';
import { useDismiss } from './useDismiss';
import { useLogout } from './useLogout';
import { UserMenu } from './UserMenu';

const NAV_LINKS = [
  { to: ROUTES.rooms, label: 'shell.nav.rooms' },
  { to: ROUTES.myBookings, label: 'shell.nav.myBookings' },
  { to: ROUTES.contact, label: 'shell.nav.contact' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/** The centre links, in the bar on wide screens and in the menu panel on small ones; staff also get the front desk. */
function NavLinks() {
  const staff = useAuthStore((s) => s.role === 'staff');
  const links = staff ? [...NAV_LINKS, { to: FRONT_DESK_HOME, label: 'shell.nav.frontDesk' }] : NAV_LINKS;
  return links.map((l) => (
    <NavLink key={l.to} to={l.to} className={navClass}>
      {t(l.label)}
    </NavLink>
  ));
}

/**
 * Sticky top bar (docs/product.md §2): brand, centre links with active highlight, the language and
 * currency choices (in place once `contentIn`: the first content is on screen), auth area,
 * small-screen menu.
 */
export function TopBar({ contentIn }: { contentIn: boolean }) {
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

  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const inside = useMemo(() => [panel, toggle], []);
  useDismiss(mobileOpen, inside, closeMobile);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.brand} aria-label={t('shell.brand.home')}>
          <Hotel aria-hidden="true" size={26} />
          <span>{t('shell.brand')}</span>
        </Link>

        <nav className={styles.nav} aria-label={t('shell.nav.main')}>
          <NavLinks />
        </nav>

        <BarChoicesSlot contentIn={contentIn} />

        <div className={styles.auth}>
          {user ? <UserMenu user={user} onLogout={() => void logout()} busy={loading} /> : <GuestLinks />}
        </div>

        <button
          ref={toggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={t(mobileOpen ? 'shell.menu.close' : 'shell.menu.open')}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      {mobileOpen && (
        <div id={mobileId} ref={panel} className={styles.mobilePanel} data-testid="mobile-menu">
          <nav aria-label={t('shell.nav.mobile')} className={styles.mobileNav}>
            <NavLinks />
          </nav>
          <CurrencySlot className={styles.mobileCurrency} labelShown />
          <div className={styles.mobileAuth}>
            {user ? (
              <AccountSummary
                user={user}
                busy={loading}
                onLogout={() => {
                  setMobileOpen(false);
                  void logout();
                }}
              />
            ) : (
              <GuestLinks />
            )}
          </div>
        </div>
      )}
    </header>
  );
}
