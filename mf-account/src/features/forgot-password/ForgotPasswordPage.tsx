import { authErrorMessageFor, MESSAGES, t, useAction, useAuthStore, validateResetEmail } from '@hotel/shared';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AuthForm, EmailField, FormAlert, SubmitButton, useRedirectWhenSignedIn, FACES } from '../../ui/auth-form';

const ERROR_ID = 'forgot-error';
const STATUS_ID = 'forgot-status';

export default function ForgotPasswordPage() {
  const resetPassword = useAuthStore((s) => s.resetPassword);
  useRedirectWhenSignedIn();

  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reset = useAction((address: string) => resetPassword(address), {
    success: MESSAGES.resetSent,
    failure: (err) => authErrorMessageFor('reset', err),
    showError: 'inline',
    onSuccess: (_, address) => setSentTo(address),
  });
  const { error, setError, busy: pending } = reset;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSentTo(null);
    const invalid = validateResetEmail(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    void reset.run(email.trim());
  };

  return (
    <AuthForm card={FACES.forgotPassword} errorId={ERROR_ID} error={error} onSubmit={onSubmit}>
      <FormAlert
        id={STATUS_ID}
        tone="success"
        message={sentTo ? t('account.forgot.sent', { email: sentTo }) : null}
      />
      <EmailField
        id="forgot-email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        invalid={error !== null}
        describedBy={error ? ERROR_ID : undefined}
      />
      <SubmitButton busy={pending} icon={<Send size={20} aria-hidden="true" />}>
        {t('account.forgot.submit')}
      </SubmitButton>
    </AuthForm>
  );
}
