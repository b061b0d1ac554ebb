import { MESSAGES, returnPathFrom, ROUTES, t, useAuthStore, validateLogin } from '@hotel/shared';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthForm, EmailField, GoogleSignIn, PasswordField, SubmitButton, formStyles as styles, useSignIn, useText, FACES } from '../../ui/auth-form';

const ERROR_ID = 'login-error';

export default function LoginPage() {
  const login = useAuthStore((s) => s.login);
  // A page that sent the guest here ("Book Now" on a room) gets them back after signing in.
  const { run, google, error, setError, pending, busy } = useSignIn(returnPathFrom(useLocation().state, ROUTES.home));

  const [email, emailInput] = useText();
  const [password, passwordInput] = useText();
  const [missing, setMissing] = useState({ email: false, password: false });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setMissing({ email: !email.trim(), password: !password });
      setError(invalid);
      return;
    }
    setMissing({ email: false, password: false });
    void run('form', () => login(email.trim(), password), MESSAGES.loginSuccess, 'login');
  };

  const onGoogle = () => {
    if (busy) return;
    setMissing({ email: false, password: false });
    void google('google');
  };

  const describedBy = error ? ERROR_ID : undefined;

  return (
    <AuthForm card={FACES.login} errorId={ERROR_ID} error={error} onSubmit={onSubmit}>
      <EmailField id="login-email" {...emailInput} invalid={missing.email} describedBy={describedBy} />
      <div className={styles.field}>
        <PasswordField
          id="login-password"
          kind="current"
          {...passwordInput}
          invalid={missing.password}
          describedBy={describedBy}
        />
        <div className={styles.labelRow}>
          <Link to={ROUTES.forgotPassword} className={`${styles.link} ${styles.small}`}>
            {t('account.login.forgot')}
          </Link>
        </div>
      </div>
      <SubmitButton busy={pending === 'form'} disabled={busy} icon={<LogIn size={20} aria-hidden="true" />}>
        {t('account.login.submit')}
      </SubmitButton>
      <GoogleSignIn onClick={onGoogle} disabled={busy} />
    </AuthForm>
  );
}
