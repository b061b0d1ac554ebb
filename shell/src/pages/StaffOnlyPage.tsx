import { ROUTES } from '@hotel/shared';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { markFirstContent } from '../startup/firstContent';
import styles from './NotFoundPage.module.css';

/**
 * A staff page (its table entry's `access: 'staff'`) opened by a signed-in guest (docs/product.md
 * "Front desk"): the remote's code is not loaded.
 */
export function StaffOnlyPage() {
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
