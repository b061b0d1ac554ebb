import { MESSAGES, authErrorMessageFor, returnPathFrom, ROUTES, useAuthStore, validateLogin } from '@hotel/shared';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AuthCard,
  EmailField,
  FormAlert,
  GoogleButton,
  OrDivider,
  PasswordField,
  SubmitButton,
  formStyles as styles,
  useRedirectWhenSignedIn,
} from '../auth-form';

const ERROR_ID = 'login-error';

export default function LoginPage() {
  const navigate = useNavigate();
  // A page that sent the guest here ("Book Now" on a room) gets them back after signing in.
  const returnTo = returnPathFrom(useLocation().state, ROUTES.home);
  const login = useAuthStore((s) => s.login);
  const loginWithGoogle = useAuthStore((s) => s.loginWithGoogle);
  const loading = useAuthStore((s) => s.loading);
  const submittingRef = useRedirectWhenSignedIn();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState({ email: false, password: false });
  const [pending, setPending] = useState<'form' | 'google' | null>(null);
  const busy = pending !== null || loading;

  const run = async (action: () => Promise<void>, successMessage: string, failure: 'login' | 'google') => {
    setError(null);
    setPending(failure === 'login' ? 'form' : 'google');
    submittingRef.current = true;
    try {
      await action();
      toast.success(successMessage);
      navigate(returnTo, { replace: true });
    } catch (err) {
      submittingRef.current = false;
      setPending(null);
      setError(authErrorMessageFor(failure, err));
    }
  };

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
    void run(() => login(email.trim(), password), MESSAGES.loginSuccess, 'login');
  };

  const onGoogle = () => {
    if (busy) return;
    setMissing({ email: false, password: false });
    void run(loginWithGoogle, MESSAGES.googleLoginSuccess, 'google');
  };

  const describedBy = error ? ERROR_ID : undefined;

  return (
    <AuthCard
      icon={<LogIn size={24} />}
      title="Welcome back"
      subtitle="Log in to book rooms and manage your stays."
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link to={ROUTES.register} className={styles.link}>
            Register
          </Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="auth-card-title">
        <FormAlert id={ERROR_ID} message={error} />
        <EmailField
          id="login-email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={missing.email}
          describedBy={describedBy}
        />
        <div className={styles.field}>
          <PasswordField
            id="login-password"
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={missing.password}
            describedBy={describedBy}
            required
          />
          <div className={styles.labelRow}>
            <Link to={ROUTES.forgotPassword} className={`${styles.link} ${styles.small}`}>
              Forgot password?
            </Link>
          </div>
        </div>
        <SubmitButton busy={pending === 'form'} disabled={busy} icon={<LogIn size={20} aria-hidden="true" />}>
          Log In
        </SubmitButton>
        <OrDivider />
        <GoogleButton onClick={onGoogle} disabled={busy} />
      </form>
    </AuthCard>
  );
}
