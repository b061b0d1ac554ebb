import { useRef, useState } from 'react';

/**
 * A staff form's fields and the rule's message at each wrong one. `set` changes a field and clears
 * its message; `showErrors` shows messages and focuses the first wrong field (in `order`) after
 * React has rendered them, so the field is described by its message when focused.
 */
export function useFieldForm<F extends object, K extends string>(
  initial: () => F,
  order: readonly K[],
  controlId: (field: K) => string,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: Partial<Record<K, string>>) => {
    setErrors(next);
    const first = order.find((f) => next[f]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${controlId(first)}`)?.focus());
  };

  const set = <P extends keyof F>(field: P, value: F[P]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((all) => {
      const { [field as string]: _, ...rest } = all as Record<string, string>;
      return rest as Partial<Record<K, string>>;
    });
  };

  return { form, setForm, errors, setErrors, showErrors, set, formRef };
}

/** The message at each field of `order` from a validation's or a 400's details (the first for a field wins). */
export function fieldErrorsOf<K extends string>(
  order: readonly K[],
  details: { field?: string; message: string }[] | undefined,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const d of details ?? []) {
    if (d.field && (order as readonly string[]).includes(d.field)) out[d.field as K] ??= d.message;
  }
  return out;
}
