// The hotel's inbox (staff only): GET /contact lists the contact messages newest first, by state
// and inquiry type; PATCH /contact/:id sets a message's state (new, read, handled); the replies
// under /contact/:id/replies are the hotel's answers, each e-mailed to the guest.
import { MESSAGE_STATES } from '@hotel/shared/domain';
import { REPLY_MAX, validateReply } from '@hotel/shared/front-desk/rules';
import { userOf } from '../auth';
import { unwrap } from '../lib/refusals';
import { badRequest } from '../lib/errors';
import { staffOnly, errors, object, idParams, inquiryTypes, type RoutePlugin } from '../schemas';

const INBOX_LIMIT = 500;

export const inboxMessage = object({
  _id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string', nullable: true },
  subject: { type: 'string', nullable: true },
  message: { type: 'string' },
  inquiryType: { type: 'string', enum: inquiryTypes },
  state: { type: 'string', enum: [...MESSAGE_STATES] },
  createdAt: { type: 'string' },
});

export const contactReply = object({
  _id: { type: 'string' },
  author: { type: 'string', description: "the staff member's e-mail" },
  body: { type: 'string' },
  createdAt: { type: 'string' },
  mailState: { type: 'string', enum: ['pending', 'sent', 'failed'], description: "the e-mail's delivery" },
});

export const inboxRoutes: RoutePlugin = async (app) => {
  const { repos } = app;

  app.get(
    '/contact',
    staffOnly(app, {
      summary: `The contact messages, newest first (the latest ${INBOX_LIMIT}), optionally of one state and one inquiry type`,
      querystring: {
        type: 'object',
        properties: {
          state: { type: 'string', enum: [...MESSAGE_STATES] },
          type: { type: 'string', enum: inquiryTypes },
        },
      },
      response: { 200: { type: 'array', items: inboxMessage }, ...errors(400, 401, 403) },
    }),
    async (request) => repos.inbox.list(request.query, INBOX_LIMIT),
  );

  app.patch(
    '/contact/:id',
    staffOnly(app, {
      summary: "Set a message's state: read (opened), handled, or new again",
      params: idParams,
      body: { type: 'object', required: ['state'], properties: { state: { type: 'string', enum: [...MESSAGE_STATES] } } },
      response: { 200: inboxMessage, ...errors(400, 401, 403, 404) },
    }),
    async (request) => unwrap(await repos.inbox.setState(request.params.id, request.body.state, userOf(request).email)),
  );

  app.get(
    '/contact/:id/replies',
    staffOnly(app, {
      summary: "The hotel's replies to a message, oldest first, each with its e-mail's delivery",
      params: idParams,
      response: { 200: { type: 'array', items: contactReply }, ...errors(401, 403, 404) },
    }),
    async (request) => unwrap(await repos.inbox.replies(request.params.id)),
  );

  app.post(
    '/contact/:id/replies',
    staffOnly(app, {
      summary: 'Reply to a message: the reply is e-mailed to its sender and the message becomes handled (audited)',
      params: idParams,
      body: { type: 'object', required: ['body'], properties: { body: { type: 'string', maxLength: REPLY_MAX + 1000 } } },
      response: { 201: contactReply, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const error = validateReply(request.body.body);
      if (error) throw badRequest(error, [{ field: 'body', message: error }]);
      const answer = await repos.inbox.reply(request.params.id, request.body.body.trim(), userOf(request).email);
      return reply.status(201).send(unwrap(answer));
    },
  );
};
