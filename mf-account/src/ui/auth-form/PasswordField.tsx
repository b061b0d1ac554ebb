import { t } from '@hotel/shared';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { useState } from 'react';
import styles from './authForm.module.css';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<
  TextFieldProps,
  'label' | 'name' | 'autoComplete' | 'placeholder' | 'type' | 'icon' | 'trailing'
> & {
  /** The guest's password (log in) or one they make up (register): the autofill hint and placeholder. */
  kind: 'current' | 'new';
};

/** The required "Password" field, with a show/hide toggle (a real button with a state-reflecting label). */
export function PasswordField({ kind, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={t('account.field.password')}
      name="password"
      autoComplete={`${kind}-password`}
      placeholder={t(kind === 'current' ? 'account.field.passwordCurrent' : 'account.field.passwordNew')}
      required
      {...props}
      type={visible ? 'text' : 'password'}
      icon={<Lock size={20} />}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'account.field.hidePassword' : 'account.field.showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}
