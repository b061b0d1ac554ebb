import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './authForm.module.css';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  icon: ReactNode;
  children: ReactNode;
}

export function SubmitButton({ busy, disabled = false, icon, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.primaryButton} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <LoaderCircle size={20} aria-hidden="true" className={styles.spinner} /> : icon}
      <span>{children}</span>
    </button>
  );
}
