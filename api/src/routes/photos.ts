// Room photos (docs/product.md "Photos", issue 42): staff upload (multipart: `file` and `alt`),
// delete and reorder a room's photos; anyone reads their sizes from our own origin, under
// content-hashed URLs cached for a year. The file is judged by its bytes (src/lib/photoFiles.ts),
// never by its name or declared type; its sizes are made before the transaction (no lock held while
// sharp works), then the photo, every size and the audit row are written in one (nothing half-written).
import multipart from '@fastify/multipart';
import type { RoomPhoto } from '@hotel/shared/domain';
import { PHOTO_LIMITS, PHOTO_MESSAGES, validatePhotoAlt } from '@hotel/shared/front-desk/photoRules';
import { userOf } from '../auth';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import { makePhotoSizes } from '../lib/photoFiles';
import { unwrap } from '../lib/refusals';
import { PHOTOS_PATH } from '../repositories/photos';
import { staffOnly, errors, idParams, type RoutePlugin } from '../schemas';

const photoParams = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: { id: { type: 'string', maxLength: 200 }, imageId: { type: 'string', maxLength: 200 } },
} as const;

const FILE_RE = /^([0-9a-f]{16})-([1-9][0-9]{0,4})\.webp$/;
const ID = /^[0-9a-f]{24}$/;

/** A year: the URL names one content forever (its hash), so a browser never needs to ask again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = () => new HttpError(413, PHOTO_MESSAGES.tooLarge, 'PHOTO_TOO_LARGE');
const invalidPhoto = (message: string, field = 'file') => badRequest(message, [{ field, message }], 'INVALID_PHOTO');

export const photosRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;
  // Only these routes read multipart bodies, with limits: one file of 10 MB at most, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 5, headerPairs: 50 },
  });

  const photosOf = async (roomId: string): Promise<RoomPhoto[]> => (await knownRoom(ctx.cache, roomId)).photos ?? [];

  app.post(
    '/rooms/:id/images',
    staffOnly(app, {
      summary: `Upload a room photo: multipart/form-data with \`file\` (JPEG, PNG or WebP, judged by its content; ≤ 10 MB, ≤ ${PHOTO_LIMITS.maxPixels / 1e6} million pixels) and \`alt\` (1-${PHOTO_LIMITS.altMax} characters); it goes after the room's others`,
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 201: { $ref: 'RoomPhoto#' }, ...errors(400, 401, 403, 404, 409, 413) },
    }),
    async (request, reply) => {
      if (!request.isMultipart()) throw invalidPhoto(PHOTO_MESSAGES.fileRequired);
      let file: Buffer | null = null;
      let alt: unknown;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer(); // past the limit: RequestFileTooLargeError, nothing kept
            if (part.fieldname === 'file') file = bytes;
          } else if (part.fieldname === 'alt') {
            alt = part.value;
          }
        }
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw err;
      }
      if (!file || file.length === 0) throw invalidPhoto(PHOTO_MESSAGES.fileRequired);
      const a = validatePhotoAlt(alt);
      if (!a.ok) throw invalidPhoto(a.message, 'alt');
      await knownRoom(ctx.cache, request.params.id); // 404 before any decoding
      const made = await makePhotoSizes(file);
      if (!made.ok) throw invalidPhoto(made.message);
      const id = unwrap(await repos.photos.add(request.params.id, made.value, a.value, userOf(request).email));
      return reply.status(201).send((await photosOf(request.params.id)).find((p) => p._id === id));
    },
  );

  app.delete(
    '/rooms/:id/images/:imageId',
    staffOnly(app, {
      summary: "Delete a room photo (every size of it); the room's others close up",
      params: photoParams,
      response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
    }),
    async (request, reply) => {
      unwrap(await repos.photos.remove(request.params.id, request.params.imageId, userOf(request).email));
      return reply.status(204).send();
    },
  );

  app.put(
    '/rooms/:id/images/order',
    staffOnly(app, {
      summary: "Put a room's photos in a new order: `ids` names each of them once, the first shown first (and as the room's picture)",
      params: idParams,
      body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } } } },
      response: { 200: { type: 'array', items: { $ref: 'RoomPhoto#' } }, ...errors(400, 401, 403, 404) },
    }),
    async (request) => {
      unwrap(await repos.photos.reorder(request.params.id, request.body.ids, userOf(request).email));
      return photosOf(request.params.id);
    },
  );

  app.get(
    `${PHOTOS_PATH}:photoId/:file`,
    {
      schema: {
        tags: ['rooms'],
        summary: 'One size of a room photo (WebP), under a content-hashed URL: cached for a year, immutable',
        params: {
          type: 'object',
          required: ['photoId', 'file'],
          properties: { photoId: { type: 'string', maxLength: 200 }, file: { type: 'string', maxLength: 200 } },
        },
        response: { 404: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const m = FILE_RE.exec(request.params.file);
      const found = m && ID.test(request.params.photoId) ? await repos.photos.file(request.params.photoId, Number(m[2]), m[1]!) : null;
      if (!found) throw notFound('Photo not found', 'PHOTO_NOT_FOUND');
      return reply.header('cache-control', IMMUTABLE).type(found.type).send(found.data);
    },
  );
};
