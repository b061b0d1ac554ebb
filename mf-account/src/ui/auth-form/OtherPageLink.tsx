import { Link } from 'react-router-dom';
import styles from './authForm.module.css';

/** A line under an account form that sends the guest to another account page ("New here? Create an account"). */
export function OtherPageLink({ question, to, children }: { question: string; to: string; children: string }) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    </p>
  );
}
