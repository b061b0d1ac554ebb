import { ROUTES, useAuthStore } from '@hotel/shared';
import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
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
export function StaffPageGate({ page, waiting }: { page: ReactNode; waiting: ReactNode }) {
  const role = useAuthStore((s) => s.role);
  const waitingForToken = useAuthStore((s) => s.user !== null && s.token === null && s.loading);
  if (role === 'staff') return <StaffFrame>{page}</StaffFrame>;
  return waitingForToken ? waiting : <StaffOnlyPage />;
}

/** A staff page opened by a signed-in guest (docs/product.md "Front desk"): the remote's code is not loaded. */
function StaffOnlyPage() {
  useEffect(markFirstContent, []);
  return (
    <section className={styles.page} aria-labelledby="staff-only-title">
      <ShieldAlert className={styles.icon} aria-hidden="true" />
      <h1 id="staff-only-title" className={styles.title}>
        This page is for hotel staff
      </h1>
      <p className={styles.text}>Your account is a guest account. Everything for your stay is on the guest site.</p>
      <div className={styles.actions}>
        <Link to={ROUTES.home} className={styles.primary}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
