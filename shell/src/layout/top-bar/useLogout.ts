import { MESSAGES, notify, useAuthStore } from '@hotel/shared';
import { useCallback } from 'react';

/**
 * Logout → info toast "Logout successful!." or error toast "An error happened." (docs/product.md §8).
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
    await (ok ? notify('info', MESSAGES.logoutSuccess) : notify('error', MESSAGES.logoutFailed));
  }, [logout]);
}
