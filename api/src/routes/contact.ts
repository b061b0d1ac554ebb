// POST /contact: validated with the shared rules, stored, 201 { _id }.
import type { FastifyInstance } from 'fastify';
import { CONTACT_LIMITS, validateContact } from '@hotel/shared/domain';
import type { AppContext, RateLimitRule } from '../context';
import { badRequest } from '../lib/errors';
import { newId } from '../lib/ids';
import { errors, inquiryTypes } from '../schemas';

export function contactRoutes(app: FastifyInstance, ctx: AppContext, opts: { rateLimit: RateLimitRule }): void {
  app.post(
    '/contact',
    {
      config: { rateLimit: opts.rateLimit },
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
      const m = v.value;
      const id = newId();
      await ctx.db.query(
        `INSERT INTO contact_messages (id, name, email, phone, subject, message, inquiry_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, m.name, m.email, m.phone || null, m.subject || null, m.message, m.inquiryType],
      );
      return reply.status(201).send({ _id: id });
    },
  );
}
