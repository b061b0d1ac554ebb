import { loginReturnState, ROUTES, t } from '@hotel/shared';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { markFirstContent } from '../startup/firstContent';
import styles from './NotFoundPage.module.css';

/**
 * A signed-in page (its table entry's `access: 'signed-in'`) opened by a visitor without a session
 * (docs/product.md §2): the remote's code is not loaded; "Go to Login" comes back here after sign-in.
 */
export function SignInRequiredPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  useEffect(markFirstContent, []);
  return (
    <section className={styles.page} aria-labelledby="sign-in-title">
      <LogIn className={styles.icon} aria-hidden="true" />
      <h1 id="sign-in-title" className={styles.title}>
        {t('shell.signIn.title')}
      </h1>
      <p className={styles.text}>{t('shell.signIn.text', { title })}</p>
      <div className={styles.actions}>
        <Link to={ROUTES.login} state={loginReturnState(pathname)} className={styles.primary}>
          {t('shell.signIn.go')}
        </Link>
      </div>
    </section>
  );
}
