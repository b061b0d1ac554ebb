import { t } from '@hotel/shared';
import { Link, useLocation } from 'react-router-dom';
import styles from './authForm.module.css';

/** Another account page, as the line under a form names it ("New here?" "Create an account"). */
export interface OtherPage {
  question: string;
  to: string;
  label: string;
}

/**
 * A line under an account form that sends the guest to another account page ("New here? Create an
 * account"), carrying where the guest came from, so registering from "Book Now" comes back to the room too.
 */
export function OtherPageLink({ question, to, label }: OtherPage) {
  const { state } = useLocation();
  return (
    <p>
      {t(question)}{' '}
      <Link to={to} state={state} className={styles.link}>
        {t(label)}
      </Link>
    </p>
  );
}
