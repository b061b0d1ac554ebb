import type { ReactNode } from 'react';
import styles from './authForm.module.css';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every account page sits in. */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <div className={styles.card}>
        <header className={styles.header}>
          <span className={styles.badge} aria-hidden="true">
            {icon}
          </span>
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </section>
  );
}
