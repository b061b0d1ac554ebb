import { useState, type ChangeEvent } from 'react';

/** A text field's state: its value, and the `value`/`onChange` pair its input takes (`{...emailInput}`). */
export function useText(initial = '') {
  const [value, setValue] = useState(initial);
  const input = { value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value) };
  return [value, input] as const;
}
