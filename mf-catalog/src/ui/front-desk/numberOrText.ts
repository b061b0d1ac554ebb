/**
 * A number field as typed: "240" → 240, "" → null, anything else as typed (the rule then names the
 * field). Staff forms keep numbers as text until Save, so nothing typed is lost to a rule.
 */
export function numberOrText(s: string): number | null | string {
  const t = s.trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}
