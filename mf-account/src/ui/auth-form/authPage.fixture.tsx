// The account pages as their tests open them, and what every page with the Google button does.
import { firebaseError, renderRemote, type stubAuthProvider } from '@hotel/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'react-toastify';

/** `page` at `path`, for a visitor; a user-event session to drive it. */
export function openAuthPage(page: ReactElement, path: string) {
  const user = userEvent.setup();
  renderRemote(page, { path });
  return user;
}

/**
 * Google fails once (the guest closed the pop-up): the form's alert says `message`; the second try
 * signs in, toasts the welcome once and goes to /.
 */
export async function googleFailsThenSignsIn(provider: ReturnType<typeof stubAuthProvider>, page: ReactElement, path: string, message: string) {
  provider.loginWithGoogle.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
  const user = openAuthPage(page, path);
  await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
  expect(await screen.findByText('Page /')).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledTimes(1);
}
