import { MESSAGES } from '@hotel/shared';
import { act, renderHook } from '@testing-library/react';
import { toast } from 'react-toastify';
import { resetAuth, signIn } from '../../testing';
import { useLogout } from './useLogout';

jest.mock('react-toastify', () => ({ toast: { info: jest.fn(), error: jest.fn() } }));

afterEach(() => {
  resetAuth();
  jest.clearAllMocks();
});

describe('useLogout', () => {
  it('success: calls the store logout, then an info toast "Logout successful!."', async () => {
    const logout = jest.fn(() => Promise.resolve());
    signIn({}, { logout });
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
    expect(MESSAGES.logoutSuccess).toBe('Logout successful!.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('failure: does not throw, shows the error toast "An error happened."', async () => {
    const logout = jest.fn(() => Promise.reject(new Error('auth/network-request-failed')));
    signIn({}, { logout });
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
    let finish: () => void = () => undefined;
    const logout = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    signIn({}, { logout });
    const { result } = renderHook(() => useLogout());
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current();
    });
    await act(() => Promise.resolve());
    expect(toast.info).not.toHaveBeenCalled();
    finish();
    await act(() => done);
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
  });

  it('uses the current store action (a replaced logout is picked up)', async () => {
    const first = jest.fn(() => Promise.resolve());
    const second = jest.fn(() => Promise.reject(new Error('x')));
    signIn({}, { logout: first });
    const { result, rerender } = renderHook(() => useLogout());
    act(() => signIn({}, { logout: second }));
    rerender();
    await act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.logoutFailed);
  });
});
