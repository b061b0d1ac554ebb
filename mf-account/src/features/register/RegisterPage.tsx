import {
  MESSAGES,
  authErrorCode,
  authErrorMessageFor,
  isPasswordValid,
  ROUTES,
  useAuthStore,
  validateRegister,
} from '@hotel/shared';
import { Image, User, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AuthCard,
  EmailField,
  FormAlert,
  GoogleButton,
  OrDivider,
  PasswordField,
  SubmitButton,
  TextField,
  formStyles as styles,
  useRedirectWhenSignedIn,
} from '../auth-form';
import { PasswordChecklist } from './PasswordChecklist';

const ERROR_ID = 'register-error';
const CHECKLIST_ID = 'register-password-rules';

type FieldName = 'name' | 'email' | 'password';

export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useAuthStore((s) => s.register);
  const loginWithGoogle = useAuthStore((s) => s.loginWithGoogle);
  const loading = useAuthStore((s) => s.loading);
  const submittingRef = useRedirectWhenSignedIn();

  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [photoURL, setPhotoURL] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<FieldName>>(new Set());
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [pending, setPending] = useState<'form' | 'google' | null>(null);
  const busy = pending !== null || loading;
  const passwordFails = password.length > 0 && !isPasswordValid(password);

  const run = async (action: () => Promise<void>, successMessage: string, failure: 'register' | 'googleRegister') => {
    setError(null);
    setPending(failure === 'register' ? 'form' : 'google');
    submittingRef.current = true;
    try {
      await action();
      toast.success(successMessage);
      navigate(ROUTES.home, { replace: true });
    } catch (err) {
      submittingRef.current = false;
      setPending(null);
      setError(authErrorMessageFor(failure, err));
      if (failure === 'register' && authErrorCode(err) === 'auth/email-already-in-use') setInvalid(new Set(['email']));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTriedSubmit(true);
    const message = validateRegister({ name, email, password, photoURL });
    if (message) {
      const fields = new Set<FieldName>();
      if (message === MESSAGES.fillAllFields) {
        if (!name.trim()) fields.add('name');
        if (!email.trim()) fields.add('email');
        if (!password) fields.add('password');
      } else if (message === MESSAGES.invalidEmail) fields.add('email');
      else fields.add('password');
      setInvalid(fields);
      setError(message);
      return;
    }
    setInvalid(new Set());
    void run(
      () => register({ name: name.trim(), email: email.trim(), photoURL: photoURL.trim() || null, password }),
      MESSAGES.registerSuccess,
      'register',
    );
  };

  const onGoogle = () => {
    if (busy) return;
    setInvalid(new Set());
    void run(loginWithGoogle, MESSAGES.googleLoginSuccess, 'googleRegister');
  };

  const describedBy = (field: FieldName) => (invalid.has(field) && error ? ERROR_ID : undefined);

  return (
    <AuthCard
      icon={<UserPlus size={24} />}
      title="Create your account"
      subtitle="Join Harborview to book rooms and keep track of your stays."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={ROUTES.login} className={styles.link}>
            Log in
          </Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="auth-card-title">
        <FormAlert id={ERROR_ID} message={error} />
        <TextField
          id="register-name"
          label="Full name"
          name="name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          icon={<User size={20} />}
          value={name}
          onChange={(e) => setName(e.target.value)}
          invalid={invalid.has('name')}
          describedBy={describedBy('name')}
          required
        />
        <EmailField
          id="register-email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={invalid.has('email')}
          describedBy={describedBy('email')}
        />
        <TextField
          id="register-photo"
          label="Photo URL"
          hint="(optional)"
          type="url"
          name="photoURL"
          autoComplete="photo"
          inputMode="url"
          placeholder="https://…"
          icon={<Image size={20} />}
          value={photoURL}
          onChange={(e) => setPhotoURL(e.target.value)}
        />
        <div className={styles.field}>
          <PasswordField
            id="register-password"
            label="Password"
            name="password"
            autoComplete="new-password"
            placeholder="Create a password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={invalid.has('password') || passwordFails}
            describedBy={[CHECKLIST_ID, describedBy('password')].filter(Boolean).join(' ')}
            required
          />
          <PasswordChecklist id={CHECKLIST_ID} password={password} showErrors={password.length > 0 || triedSubmit} />
        </div>
        <SubmitButton
          busy={pending === 'form'}
          disabled={busy || passwordFails}
          icon={<UserPlus size={20} aria-hidden="true" />}
        >
          Create Account
        </SubmitButton>
        <OrDivider />
        <GoogleButton onClick={onGoogle} disabled={busy} />
      </form>
    </AuthCard>
  );
}
