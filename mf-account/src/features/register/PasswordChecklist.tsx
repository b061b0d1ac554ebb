import { PASSWORD_MIN_LENGTH, passwordChecklist, t } from '@hotel/shared';
import { Check, X } from 'lucide-react';
import styles from './register.module.css';

interface PasswordChecklistProps {
  id: string;
  password: string;
  /** Unmet rules turn red once the user has typed (or tried to submit). */
  showErrors: boolean;
}

/** Live password rules (docs/product.md §5): at least 6 characters, an uppercase and a lowercase letter. */
export function PasswordChecklist({ id, password, showErrors }: PasswordChecklistProps) {
  return (
    <ul id={id} className={styles.checklist} aria-label={t('account.password.rules')}>
      {passwordChecklist(password).map((rule) => {
        const tone = rule.met ? styles.met : showErrors ? styles.unmet : styles.pending;
        return (
          <li key={rule.id} className={`${styles.rule} ${tone}`} data-met={rule.met}>
            {rule.met ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
            <span>{t(`account.password.${rule.id}`, { min: PASSWORD_MIN_LENGTH })}</span>
            <span className={styles.visuallyHidden}>{' '}
              {t(rule.met ? 'account.password.met' : 'account.password.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
