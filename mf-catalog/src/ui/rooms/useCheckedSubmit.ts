import type { Validated } from '@hotel/shared/domain';
import { useId, useState, type FormEvent } from 'react';

/**
 * A search form that applies only what its rule accepts (PriceFilter, StaySearch): on submit the
 * rule's message shows under the fields, which keep what was typed, or the value applies. `errorId`
 * is the message's id; `describedBy` points the fields at it while it shows.
 */
export function useCheckedSubmit<T>(
  check: () => Validated<T>,
  apply: (value: T) => void,
  initialError: string | null = null,
) {
  const [error, setError] = useState(initialError);
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const result = check();
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    apply(result.value);
  };
  return { id, error, setError, errorId, describedBy: error ? errorId : undefined, submit };
}
