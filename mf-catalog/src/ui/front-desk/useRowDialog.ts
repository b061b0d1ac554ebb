import type { Loaded } from '@hotel/shared';
import { useState } from 'react';

/**
 * The row a staff list's dialog is open for. `done` puts the API's answer in place of that row in
 * the loaded list (no new read: the answer is the row as it now is) and closes the dialog.
 */
export function useRowDialog<T>(read: Pick<Loaded<T[]>, 'mutate'>, same: (a: T, b: T) => boolean) {
  const [row, setRow] = useState<T | null>(null);
  const close = () => setRow(null);
  const done = (changed: T) => {
    read.mutate((all) => all.map((r) => (same(r, changed) ? { ...r, ...changed } : r)));
    close();
  };
  return { row, open: setRow, close, done };
}
