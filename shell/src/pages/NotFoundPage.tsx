import { ROUTES, t } from '@hotel/shared';
import { BedDouble, Home, MapPinOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { markFirstContent } from '../startup/firstContent';
import styles from './NotFoundPage.module.css';

/** Any unknown path (docs/product.md §2). */
export function NotFoundPage() {
  useEffect(markFirstContent, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <MapPinOff className={styles.icon} aria-hidden="true" />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        {t('shell.notFound.title')}
      </h1>
      <p className={styles.text}>{t('shell.notFound.text')}</p>
      <div className={styles.actions}>
        <Link to={ROUTES.home} className={styles.secondary}>
          <Home aria-hidden="true" size={18} />
          {t('shell.notFound.home')}
        </Link>
        <Link to={ROUTES.rooms} className={styles.primary}>
          <BedDouble aria-hidden="true" size={18} />
          {t('shell.notFound.rooms')}
        </Link>
      </div>
    </section>
  );
}
