import { act, render, renderHook, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import '@testing-library/jest-dom';
import { isToastHotkey, ToastHost, useSystemTheme } from './ToastHost';

// This test renders real toasts (the setup mocks react-toastify for every other one).
jest.unmock('react-toastify');

type Listener = () => void;
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const mq = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  const matchMedia = jest.fn(() => mq);
  Object.assign(window, { matchMedia });
  return {
    matchMedia,
    listeners,
    set(matches: boolean) {
      mq.matches = matches;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useSystemTheme', () => {
  it('follows the system light/dark preference live', () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => useSystemTheme());
    expect(result.current).toBe('light');
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    act(() => media.set(true));
    expect(result.current).toBe('dark');
    act(() => media.set(false));
    expect(result.current).toBe('light');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is light where matchMedia does not exist', () => {
    const { result } = renderHook(() => useSystemTheme());
    expect(result.current).toBe('light');
  });
});

describe('toast host', () => {
  it('Alt+T is the hotkey to focus the notifications', () => {
    expect(isToastHotkey(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT' }))).toBe(true);
    expect(isToastHotkey(new KeyboardEvent('keydown', { altKey: false, code: 'KeyT' }))).toBe(false);
    expect(isToastHotkey(new KeyboardEvent('keydown', { altKey: true, code: 'KeyY' }))).toBe(false);
  });

  it('shows toasts top-right in the system theme', async () => {
    fakeMatchMedia(true);
    render(<ToastHost />);
    act(() => {
      toast.info('Logout successful!.');
    });
    const text = await screen.findByText('Logout successful!.');
    const toastEl = text.closest('.Toastify__toast');
    expect(toastEl).toHaveClass('Toastify__toast-theme--dark');
    expect(toastEl?.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });
});
