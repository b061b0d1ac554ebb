/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogActions } from '.';

function Demo({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Booking Summary" dismissible={dismissible}>
        <p>Body</p>
        <DialogActions>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button">Confirm</button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Dialog', () => {
  it('is labelled by its title and takes focus on its first control', () => {
    render(<Demo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Booking Summary' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Escape closes it and focus returns to the opener', () => {
    render(<Demo />);
    const opener = openDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a close button returns focus to the opener too', () => {
    render(<Demo />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Tab and Shift+Tab stay inside the dialog: focus past either end goes round to the other', () => {
    render(<Demo />);
    openDialog();
    const dialog = screen.getByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // What the browser focuses on Shift+Tab before the first control, and on Tab after the last.
    const [before, after] = Array.from(dialog.querySelectorAll<HTMLElement>('[data-focus-guard]'));
    expect(dialog.firstElementChild).toBe(before);
    expect(dialog.lastElementChild).toBe(after);
    before!.focus();
    expect(confirm).toHaveFocus();
    after!.focus();
    expect(cancel).toHaveFocus();
  });

  it('ignores Escape while not dismissible (a request in flight)', () => {
    render(<Demo dismissible={false} />);
    openDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
