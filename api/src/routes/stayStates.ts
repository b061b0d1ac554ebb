// A stay's states at the front desk (docs/product.md "A stay's states"): POST
// /hotel/bookings/{id}/check-in, /check-out, /no-show and /undo, staff only, each audited. The rules
// and their words are @hotel/shared's (stayStates.ts); the SQL is src/repositories/stayStates.ts.
import { STATUS_LABELS, todayIn, type StayChange } from '@hotel/shared/domain';
import { checkInRefusal, checkOutRefusal, freedNightsNote, noShowRefusal, undoRefusal } from '@hotel/shared/stay-changes';
import { userOf } from '../auth';
import { unwrap } from '../lib/refusals';
import type { StateChange } from '../repositories/stayStates';
import { errors, idParams, object, staffOnly, type RoutePlugin } from '../schemas';

/** The answer of a change of state (StayChange of @hotel/shared). */
export const stayChangeSchema = object({
  booking: { $ref: 'Booking#' },
  freed: { type: 'array', items: { type: 'string', format: 'date' }, description: 'nights on sale again (an early check-out, a no-show)' },
  restored: { type: 'array', items: { type: 'string', format: 'date' }, description: 'nights held again (an undo)' },
  message: { type: 'string', description: 'what happened, in words' },
});

const answer = (c: StateChange, said: string): StayChange => ({ ...c, message: said });

export const stayStatesRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;
  const today = () => todayIn(ctx.timeZone, ctx.now());

  const route = (path: string, summary: string, description: string, run: (id: string, actor: string) => Promise<StayChange>) =>
    app.post(
      `/hotel/bookings/:id/${path}`,
      staffOnly(app, {
        summary,
        description: `${description} Recorded in the audit log. 409 STAY_STATE with the rule in words when the stay is not in a state (or on a day) that allows it.`,
        params: idParams,
        response: { 200: stayChangeSchema, ...errors(401, 403, 404, 409) },
      }),
      async (request) => run(request.params.id, userOf(request).email),
    );

  route('check-in', 'Check the guest in (from the arrival day, before the departure day)', 'confirmed → checked-in.', async (id, actor) => {
    const c = unwrap(await repos.stayStates.checkIn(id, actor, ctx.now(), (b) => checkInRefusal(b, today())));
    return answer(c, `Checked in: ${c.booking.userName}, ${c.booking.roomName}.`);
  });

  route(
    'check-out',
    'Check the guest out; before the departure day the nights left are given back (`freed`)',
    'checked-in → checked-out. An early departure keeps the nights before today (at least the first) and puts the rest on sale again.',
    async (id, actor) => {
      const c = unwrap(await repos.stayStates.checkOut(id, actor, ctx.now(), today(), (b) => checkOutRefusal(b)));
      const early = c.freed.length > 0 ? `Checked out early: ${freedNightsNote(c.freed)}` : 'Checked out.';
      return answer(c, `${early} ${c.booking.userName}, ${c.booking.roomName}.`);
    },
  );

  route('no-show', 'Mark the stay as a no-show (from the arrival day); every night is given back', 'confirmed → no-show.', async (id, actor) => {
    const c = unwrap(await repos.stayStates.noShow(id, actor, ctx.now(), (b) => noShowRefusal(b, today())));
    return answer(c, `Marked as a no-show: ${freedNightsNote(c.freed)}`);
  });

  route(
    'undo',
    'Undo the last change of state, on the hotel day it was made',
    'Back to the previous state. The undo of an early check-out or a no-show holds its nights again: refused in words when one has been booked or closed since.',
    async (id, actor) => {
      const c = unwrap(await repos.stayStates.undo(id, actor, ctx.now(), (b) => undoRefusal(b, ctx.now(), ctx.timeZone)));
      return answer(c, `Undone: the stay is ${STATUS_LABELS[c.booking.status].toLowerCase()} again.`);
    },
  );
};
