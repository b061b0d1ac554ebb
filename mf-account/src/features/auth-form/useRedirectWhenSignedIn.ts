import { ROUTES, useAuthStore } from '@hotel/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Signed-in visitors of the account pages go to /. Returns a ref the page sets while its own
 * submit runs, so the page (not this hook) decides where to go after a successful sign-in.
 */
export function useRedirectWhenSignedIn() {
  const status = useAuthStore((s) => s.status);
  const navigate = useNavigate();
  const submittingRef = useRef(false);
  useEffect(() => {
    if (status === 'signedIn' && !submittingRef.current) navigate(ROUTES.home, { replace: true });
  }, [status, navigate]);
  return submittingRef;
}
