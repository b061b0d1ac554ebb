import { AUDIT_ACTIONS, auditActionWords, type AuditAction } from './audit';

it('gives every action the words staff read on /hotel/activity, a sentence that is not the raw action', () => {
  for (const [action, words] of Object.entries(AUDIT_ACTIONS)) {
    expect(words).toMatch(/^[A-Z][^.]*[a-z]$/);
    expect(auditActionWords(action)).toBe(words);
    expect(words).not.toContain(action);
  }
  expect(auditActionWords('contact.reply')).toBe('Replied to a message');
  expect(auditActionWords('rate.delete')).toBe('Removed a rate period');
});

it('reads an action this page does not know (a newer API wrote it) as it is written', () => {
  expect(auditActionWords('room.paint')).toBe('room.paint');
  expect(auditActionWords('toString')).toBe('toString');
});

// The typecheck's guard: an action that is not in AUDIT_ACTIONS, with its words, is no AuditAction,
// so the API's audit writer (typed on it) refuses it at compile time.
// @ts-expect-error 'room.paint' has no words in AUDIT_ACTIONS
const unnamed: AuditAction = 'room.paint';
void unnamed;

it('names the stay states staff set (issue 42)', () => {
  expect(auditActionWords('booking.check-in')).toBe('Checked a guest in');
  expect(auditActionWords('booking.check-out')).toBe('Checked a guest out');
  expect(auditActionWords('booking.no-show')).toBe('Marked a stay as a no-show');
  expect(auditActionWords('booking.undo')).toBe('Undid a stay’s last change of state');
});
