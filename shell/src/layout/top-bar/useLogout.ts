import { MESSAGES, useAuthStore } from '@hotel/shared';
import { useCallback } from 'react';

/**
 * Logout → info toast "Logout successful!." or error toast "An error happened." (docs/product.md §8).
 * react-toastify is imported on demand: it is not part of the first page's JavaScript.
 */
export function useLogout(): () => Promise<void> {
  const logout = useAuthStore((s) => s.logout);
  return useCallback(async () => {
    let ok = true;
    try {
      await logout();
    } catch {
      ok = false;
    }
    const { toast } = await import('react-toastify');
    if (ok) toast.info(MESSAGES.logoutSuccess);
    else toast.error(MESSAGES.logoutFailed);
  }, [logout]);
}
