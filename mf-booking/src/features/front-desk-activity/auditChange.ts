// How an audit row reads at the front desk (docs/product.md "Front desk", /hotel/activity): which
// record, and before → after as the fields that changed (the action's words are AUDIT_ACTIONS of
// @hotel/shared/front-desk). Plain functions.
import type { AuditEntry } from '@hotel/shared';

/** The record, as staff name it: "booking #abc123", "room #…". */
export const recordLabel = (entry: Pick<AuditEntry, 'target' | 'targetId'>): string =>
  `${entry.target} #${entry.targetId.slice(-6)}`;

/** One value, readable: text as it is, yes/no, a list joined, nothing as "—". */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(readable).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields that differ between `before` and `after` (both records), in the order they appear;
 * a write with no record before (a creation) or after (a removal) lists the one it has, against
 * "—". Values that are not records compare as one field, "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return readable(before) === readable(after) ? [] : [{ field: 'value', before: readable(before), after: readable(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => ({ field, before: readable(b[field]), after: readable(a[field]) }))
    .filter((c) => c.before !== c.after);
}
