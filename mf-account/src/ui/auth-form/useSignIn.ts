import { authErrorMessageFor, notify, ROUTES, useAuthStore, type AuthAction } from '@hotel/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';

/** Which button started the action (only that one shows a spinner). */
export type SignInButton = 'form' | 'google';

/**
 * The sign-in flow the login and register pages share: one action at a time, then a success toast
 * and `destination` (the home page unless a page sent the guest here), or the provider's error
 * mapped to our message (docs/product.md §5).
 */
export function useSignIn(destination: string = ROUTES.home) {
  const navigate = useNavigate();
  const loading = useAuthStore((s) => s.loading);
  const submittingRef = useRedirectWhenSignedIn();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<SignInButton | null>(null);

  const run = async (
    button: SignInButton,
    action: () => Promise<void>,
    successMessage: string,
    failure: AuthAction,
    onFailure?: (error: unknown) => void,
  ) => {
    setError(null);
    setPending(button);
    submittingRef.current = true;
    try {
      await action();
      void notify('success', successMessage);
      navigate(destination, { replace: true });
    } catch (err) {
      submittingRef.current = false;
      setPending(null);
      setError(authErrorMessageFor(failure, err));
      onFailure?.(err);
    }
  };

  return { run, error, setError, pending, busy: pending !== null || loading };
}
