import { MESSAGES, useAuthStore } from '@hotel/shared';
import { ada, deferred, signInTestUser, stubAuthProvider } from '@hotel/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { useLogout } from './useLogout';

let provider: ReturnType<typeof stubAuthProvider>;
beforeEach(() => {
  provider = stubAuthProvider();
  signInTestUser(ada);
});

describe('useLogout', () => {
  it('success: calls the store logout, then an info toast "Logout successful!."', async () => {
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(provider.logout).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
    expect(MESSAGES.logoutSuccess).toBe('Logout successful!.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('failure: does not throw, shows the error toast "An error happened."', async () => {
    provider.logout.mockRejectedValueOnce(new Error('auth/network-request-failed'));
    const { result } = renderHook(() => useLogout());
    await act(async () => {
      await expect(result.current()).resolves.toBeUndefined();
    });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.logoutFailed);
    expect(MESSAGES.logoutFailed).toBe('An error happened.');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('the toast waits for the logout to settle', async () => {
    const signedOut = deferred();
    provider.logout.mockReturnValueOnce(signedOut.promise);
    const { result } = renderHook(() => useLogout());
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current();
    });
    expect(provider.logout).toHaveBeenCalledTimes(1); // asked, and still on its way
    expect(toast.info).not.toHaveBeenCalled();
    signedOut.resolve();
    await act(() => done);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
  });

  it('uses the current store action (a replaced logout is picked up)', async () => {
    const first = jest.fn(() => Promise.resolve());
    const second = jest.fn(() => Promise.reject(new Error('x')));
    act(() => useAuthStore.setState({ logout: first }));
    const { result, rerender } = renderHook(() => useLogout());
    act(() => useAuthStore.setState({ logout: second }));
    rerender();
    await act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.logoutFailed);
  });
});
