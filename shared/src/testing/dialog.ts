// A dialog as a person answers it: the button that opens it, then one of the dialog's own.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses the button `opener` (once it shows), then `press` in the dialog `title` it opened.
 * Returns the dialog, for what it says after (a missing field, a refusal keeps it open).
 */
export async function pressInDialog(user: UserEvent, opener: string | RegExp, title: string, press: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = screen.getByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: press }));
  return dialog;
}
