import { MESSAGES, authErrorCode, isPasswordValid, returnPathFrom, ROUTES, t, useAuthStore, validateRegister, type RegisterField } from '@hotel/shared';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthForm, EmailField, GoogleSignIn, PasswordField, SubmitButton, formStyles as styles, useSignIn, useText, FACES } from '../../ui/auth-form';
import { PasswordChecklist } from './PasswordChecklist';
import { NameField, PhotoUrlField } from './ProfileFields';

const ERROR_ID = 'register-error';
const CHECKLIST_ID = 'register-password-rules';

export default function RegisterPage() {
  const register = useAuthStore((s) => s.register);
  // Sent here from the login page a room sent the guest to: back to that room after registering.
  const { run, google, error, setError, pending, busy } = useSignIn(returnPathFrom(useLocation().state, ROUTES.home));

  const [name, nameInput] = useText();
  const [email, emailInput] = useText();
  const [photoURL, photoInput] = useText();
  const [password, passwordInput] = useText();
  const [invalid, setInvalid] = useState<Set<RegisterField>>(new Set());
  const [triedSubmit, setTriedSubmit] = useState(false);
  const passwordFails = password.length > 0 && !isPasswordValid(password);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTriedSubmit(true);
    const problem = validateRegister({ name, email, password, photoURL });
    if (problem) {
      setInvalid(new Set(problem.fields));
      setError(problem.message);
      return;
    }
    setInvalid(new Set());
    void run(
      'form',
      () => register({ name: name.trim(), email: email.trim(), photoURL: photoURL.trim() || null, password }),
      MESSAGES.registerSuccess,
      'register',
      (err) => authErrorCode(err) === 'auth/email-already-in-use' && setInvalid(new Set(['email'])),
    );
  };

  const onGoogle = () => {
    if (busy) return;
    setInvalid(new Set());
    void google('googleRegister');
  };

  const describedBy = (field: RegisterField) => (invalid.has(field) && error ? ERROR_ID : undefined);

  return (
    <AuthForm card={FACES.register} errorId={ERROR_ID} error={error} onSubmit={onSubmit}>
      <NameField id="register-name" {...nameInput} invalid={invalid.has('name')} describedBy={describedBy('name')} />
      <EmailField
        id="register-email"
        {...emailInput}
        invalid={invalid.has('email')}
        describedBy={describedBy('email')}
      />
      <PhotoUrlField id="register-photo" {...photoInput} />
      <div className={styles.field}>
        <PasswordField
          id="register-password"
          kind="new"
          {...passwordInput}
          invalid={invalid.has('password') || passwordFails}
          describedBy={[CHECKLIST_ID, describedBy('password')].filter(Boolean).join(' ')}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} showErrors={password.length > 0 || triedSubmit} />
      </div>
      <SubmitButton
        busy={pending === 'form'}
        disabled={busy || passwordFails}
        icon={<UserPlus size={20} aria-hidden="true" />}
      >
        {t('account.register.submit')}
      </SubmitButton>
      <GoogleSignIn onClick={onGoogle} disabled={busy} />
    </AuthForm>
  );
}
