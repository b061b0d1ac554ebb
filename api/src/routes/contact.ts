// POST /contact: validated with the shared rules (the form's limits, the browser's e-mail check), stored, 201 { _id }.
import { CONTACT_LIMITS } from '@hotel/shared/domain';
import { validateContact, CHECK_MESSAGES } from '@hotel/shared/checks';
import type { RateLimitRule } from '../context';
import { badRequest } from '../lib/errors';
import { requestLocale } from '../lib/words';
import { errors, inquiryTypes, type RoutePlugin } from '../schemas';

export const contactRoutes: RoutePlugin<{ rateLimit: RateLimitRule }> = async (app, opts) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: opts.rateLimit },
      // The schema documents the limits; a body it refuses is answered by validateContact, in the
      // form's words ("Message must be 5000 characters or fewer."), not the schema library's.
      attachValidation: true,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the hotel',
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: {
            name: { type: 'string', maxLength: CONTACT_LIMITS.name },
            email: { type: 'string', maxLength: CONTACT_LIMITS.email },
            phone: { type: 'string', maxLength: CONTACT_LIMITS.phone, nullable: true },
            subject: { type: 'string', maxLength: CONTACT_LIMITS.subject, nullable: true },
            message: { type: 'string', maxLength: CONTACT_LIMITS.message },
            inquiryType: { type: 'string', enum: [...inquiryTypes, ''], default: 'general' },
          },
        },
        response: { 201: { type: 'object', properties: { _id: { type: 'string' } } }, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const v = validateContact(request.body);
      if (!v.ok) throw badRequest(v.message, v.details, 'VALIDATION');
      // Whatever the schema refused that the shared rule let through (none known) is still refused.
      if (request.validationError) throw badRequest(CHECK_MESSAGES.contactBodyInvalid, undefined, 'VALIDATION');
      // The page's language: the acknowledgement and the inbox's reply are written in it.
      return reply.status(201).send({ _id: await app.repos.contact.create(v.value, requestLocale(request.headers['accept-language'])) });
    },
  );
};
