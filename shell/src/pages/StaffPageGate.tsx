import { ROUTES, t, useAuthStore, type PageEntry } from '@hotel/shared';
import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StaffFrame } from '../front-desk/StaffFrame';
import { markFirstContent } from '../startup/firstContent';
import styles from './NotFoundPage.module.css';

/**
 * Who may see a staff page (its table entry's `access: 'staff'`, docs/architecture.md §5): only an app
 * token with role "staff" loads the page's code. A sign-in still exchanging its token waits for it
 * rather than telling staff the page is not theirs. Staff get the page in the front desk's frame.
 * It lives in this lazy chunk, not in the routes, so that guest pages carry none of it.
 */
export function StaffPageGate({ page, pages }: { page: ReactElement<{ skeleton: ReactNode }>; pages: readonly PageEntry[] }) {
  const role = useAuthStore((s) => s.role);
  const waitingForToken = useAuthStore((s) => s.user !== null && s.token === null && s.loading);
  if (role === 'staff') return <StaffFrame pages={pages}>{page}</StaffFrame>;
  // While the token is exchanged: the page's own skeleton, the one its slot draws while its code loads.
  return waitingForToken ? page.props.skeleton : <StaffOnlyPage />;
}

/** A staff page opened by a signed-in guest (docs/product.md "Front desk"): the remote's code is not loaded. */
function StaffOnlyPage() {
  useEffect(markFirstContent, []);
  return (
    <section className={styles.page} aria-labelledby="staff-only-title">
      <ShieldAlert className={styles.icon} aria-hidden="true" />
      <h1 id="staff-only-title" className={styles.title}>
        {t('shell.staffOnly.title')}
      </h1>
      <p className={styles.text}>{t('shell.staffOnly.text')}</p>
      <div className={styles.actions}>
        <Link to={ROUTES.home} className={styles.primary}>
          {t('shell.notFound.home')}
        </Link>
      </div>
    </section>
  );
}
