// The front desk's room writes: POST /rooms and PATCH /rooms/:id (staff only). Every field is checked
// by validateRoomInput (@hotel/shared/front-desk), the rules and words the room editor shows, so the
// schema declares the fields without types: "12" for a price gets the editor's message, not a
// generic one. A PATCH is the current room with the given fields over it, checked whole.
import { AMENITY_KEYS, type HotelRoom } from '@hotel/shared/domain';
import { ROOM_LIMITS, validateRoomInput, validateWeekendPrice } from '@hotel/shared/front-desk/rules';
import { userOf } from '../auth';
import { unwrap } from '../lib/refusals';
import { badRequest } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import { ROOM_IMAGES_PATH } from '../plugins/staticFiles';
import { PHOTOS_PATH } from '../repositories/photos';
import { invalid, ok } from '../repositories/result';
import { staffOnly, errors, idParams, type RoutePlugin } from '../schemas';

const roomFields = {
  name: { description: `required, 1-${ROOM_LIMITS.nameMax} characters` },
  type: { description: `required, ≤ ${ROOM_LIMITS.textMax} characters` },
  location: { description: `required, ≤ ${ROOM_LIMITS.textMax} characters` },
  description: { description: `required, ≤ ${ROOM_LIMITS.descriptionMax} characters` },
  image: {
    description:
      'the file name of one of our room images (e.g. harbor-view-king.svg); an outside URL is refused (upload photos: POST /rooms/{id}/images)',
  },
  price: { description: `whole number of dollars, 1-${ROOM_LIMITS.priceMax}` },
  discountPrice: { description: 'whole number of dollars below price, or null for none' },
  capacity: { description: `whole number ${ROOM_LIMITS.capacityMin}-${ROOM_LIMITS.capacityMax}` },
  beds: { description: `whole number 1-${ROOM_LIMITS.bedsMax}` },
  size: { description: `square feet, whole number 1-${ROOM_LIMITS.sizeMax}` },
  amenities: { description: `array of: ${AMENITY_KEYS.join(', ')}` },
} as const;

const INVALID_ROOM = 'INVALID_ROOM';

export const frontDeskRoomsRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;
  // Our own images come back from GET as absolute URLs under PUBLIC_URL: store them as file names
  // again, so a room keeps its picture when the API moves. A room with photos answers its first
  // photo as `image`: sent back, it changes nothing (the stored picture stays under the photos).
  const ownImagePrefix = `${ctx.publicUrl}${ROOM_IMAGES_PATH}`;
  const photoPrefix = `${ctx.publicUrl}${PHOTOS_PATH}`;
  const unUrl = (raw: unknown) => {
    if (!raw || typeof raw !== 'object' || !('image' in raw)) return raw;
    const { image, ...rest } = raw as { image: unknown };
    if (typeof image !== 'string') return raw;
    if (image.trim().startsWith(photoPrefix)) return rest;
    if (!image.trim().startsWith(ownImagePrefix)) return raw;
    return { ...rest, image: image.trim().slice(ownImagePrefix.length) };
  };
  // As guests read it, but with its stored picture (the editor's field), not its first photo.
  const staffRoom = async (id: string): Promise<HotelRoom> => {
    const room = await knownRoom(ctx.cache, id);
    const staff = (await ctx.cache.staffRoom(id))!;
    return { ...room, image: staff.image ?? room.image, archived: room.archived === true, housekeeping: staff.housekeeping };
  };

  app.post(
    '/rooms',
    staffOnly(app, {
      summary: 'Add a room (every field required but discountPrice); 400 INVALID_ROOM names each wrong field',
      body: { type: 'object', properties: roomFields },
      response: { 201: { $ref: 'Room#' }, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const v = validateRoomInput(unUrl(request.body));
      if (!v.ok) throw badRequest(v.message, v.details, INVALID_ROOM);
      const id = await repos.roomEditor.create(v.value, userOf(request).email);
      return reply.status(201).send(await staffRoom(id));
    },
  );

  app.patch(
    '/rooms/:id',
    staffOnly(app, {
      summary:
        'Change any of a room’s fields (the rest kept; the whole room checked again), its weekend price, and archive (archived: true) or unarchive (false) it',
      params: idParams,
      body: {
        type: 'object',
        properties: {
          ...roomFields,
          archived: { description: 'true takes the room off sale (it leaves every list and the search; bookings made stay); false puts it back' },
          weekendPrice: {
            description: `Friday and Saturday nights outside a rate period: whole number of dollars, 1-${ROOM_LIMITS.priceMax}, or null for the default price`,
          },
        },
      },
      response: { 200: { $ref: 'Room#' }, ...errors(400, 401, 403, 404) },
    }),
    async (request) => {
      const { archived, weekendPrice, ...fields } = (unUrl(request.body) ?? {}) as Record<string, unknown>;
      if (archived !== undefined && typeof archived !== 'boolean') {
        const message = 'Archived must be true or false.';
        throw badRequest(message, [{ field: 'archived', message }], INVALID_ROOM);
      }
      const weekendError = weekendPrice === undefined ? null : validateWeekendPrice(weekendPrice);
      if (weekendError) throw badRequest(weekendError, [{ field: 'weekendPrice', message: weekendError }], INVALID_ROOM);
      const updated = await repos.roomEditor.update(request.params.id, userOf(request).email, (current) => {
        const { archived: wasArchived, weekendPrice: wasWeekend, ...base } = current;
        const v = validateRoomInput(fields, base);
        if (!v.ok) return invalid(v.message, v.details, INVALID_ROOM);
        return ok({ ...v.value, archived: archived ?? wasArchived, weekendPrice: weekendPrice === undefined ? wasWeekend : (weekendPrice as number | null) });
      });
      unwrap(updated);
      return staffRoom(request.params.id);
    },
  );
};
