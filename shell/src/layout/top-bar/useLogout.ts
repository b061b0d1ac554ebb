import { MESSAGES, useAuthStore } from '@hotel/shared';
import { useCallback } from 'react';
import { toast } from 'react-toastify';

/** Logout → info toast "Logout successful!." or error toast "An error happened." (spec §8). */
export function useLogout(): () => Promise<void> {
  const logout = useAuthStore((s) => s.logout);
  return useCallback(async () => {
    try {
      await logout();
      toast.info(MESSAGES.logoutSuccess);
    } catch {
      toast.error(MESSAGES.logoutFailed);
    }
  }, [logout]);
}
