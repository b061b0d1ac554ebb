import { checkReason, REASON_MAX, REASON_MESSAGES } from './reason';

it('keeps a reason trimmed, and none as null when none is required', () => {
  expect(checkReason('  Burst pipe in the room  ')).toEqual({ ok: true, value: 'Burst pipe in the room' });
  expect(checkReason('   ')).toEqual({ ok: true, value: null });
  expect(checkReason(undefined)).toEqual({ ok: true, value: null });
});

it('refuses a missing reason in the words the form and the API show', () => {
  expect(checkReason(' ', REASON_MESSAGES.cancelRequired)).toEqual({
    ok: false,
    message: 'Give the reason for the cancellation (the guest and the activity log see it).',
    details: [{ field: 'reason', message: REASON_MESSAGES.cancelRequired }],
  });
});

it('refuses a reason over the limit, naming the limit', () => {
  expect(checkReason('x'.repeat(REASON_MAX))).toMatchObject({ ok: true });
  expect(checkReason('x'.repeat(REASON_MAX + 1), REASON_MESSAGES.hideRequired)).toMatchObject({
    ok: false,
    message: 'The reason must be 500 characters or fewer.',
  });
});
