import { authErrorMessageFor, MESSAGES, ROUTES, useAction, useAuthStore, type AuthAction } from '@hotel/shared';
import { useNavigate } from 'react-router-dom';
import { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';

/** Which button started the action (only that one shows a spinner). */
export type SignInButton = 'form' | 'google';

interface SignIn {
  button: SignInButton;
  action: () => Promise<void>;
  successMessage: string;
  failure: AuthAction;
  onFailure?: (error: unknown) => void;
}

/**
 * The sign-in flow the login and register pages share: one action at a time (`useAction`), then a
 * success toast and `destination` (the home page unless a page sent the guest here), or the
 * provider's error mapped to our message, shown in the form (docs/product.md §5).
 */
export function useSignIn(destination: string = ROUTES.home) {
  const navigate = useNavigate();
  const loading = useAuthStore((s) => s.loading);
  const loginWithGoogle = useAuthStore((s) => s.loginWithGoogle);
  const submittingRef = useRedirectWhenSignedIn();
  const signIn = useAction(
    (s: SignIn) => {
      submittingRef.current = true;
      return s.action();
    },
    {
      success: (_, s) => s.successMessage,
      failure: (err, s) => authErrorMessageFor(s.failure, err),
      showError: 'inline',
      onSuccess: () => navigate(destination, { replace: true }),
      onError: (err, s) => {
        submittingRef.current = false;
        s.onFailure?.(err);
      },
    },
  );

  const run = (
    button: SignInButton,
    action: () => Promise<void>,
    successMessage: string,
    failure: AuthAction,
    onFailure?: (error: unknown) => void,
  ) => signIn.run({ button, action, successMessage, failure, onFailure });

  /** Signs in with Google's pop-up; `failure` says which page's words a failure takes. */
  const google = (failure: AuthAction) => run('google', loginWithGoogle, MESSAGES.googleLoginSuccess, failure);

  return {
    run,
    google,
    error: signIn.error,
    setError: signIn.setError,
    pending: signIn.pending?.button ?? null,
    busy: signIn.busy || loading,
  };
}
