import { t } from '@hotel/shared';
import type { FormEvent, ReactNode } from 'react';
import styles from './authForm.module.css';
import { FormAlert } from './FormAlert';
import { OtherPageLink, type OtherPage } from './OtherPageLink';

/** What an account page's card shows (message ids): its badge, title and subtitle, and the other account pages under it. */
export interface AuthCardFace {
  icon: ReactNode;
  title: string;
  subtitle: string;
  links: readonly OtherPage[];
}

interface AuthFormProps {
  card: AuthCardFace;
  /** The form's error line: fields point at it (aria-describedby) while it holds an error. */
  errorId: string;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The centred card every account page sits in, with its form and the form's error line. */
export function AuthForm({ card, errorId, error, onSubmit, children }: AuthFormProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <div className={styles.card}>
        <header className={styles.header}>
          <span className={styles.badge} aria-hidden="true">
            {card.icon}
          </span>
          <h1 id="auth-card-title" className={styles.title}>
            {t(card.title)}
          </h1>
          <p className={styles.subtitle}>{t(card.subtitle)}</p>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="auth-card-title">
          <FormAlert id={errorId} message={error} />
          {children}
        </form>
        <footer className={styles.footer}>
          {card.links.map((link) => (
            <OtherPageLink key={link.to} {...link} />
          ))}
        </footer>
      </div>
    </section>
  );
}
