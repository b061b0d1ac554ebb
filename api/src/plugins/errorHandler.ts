// One error shape, { message, code?, details? }, for every answer, and nothing a client sends becomes a
// 5xx (docs/architecture.md §6). Wrapped with fastify-plugin: the handlers must be the root's, so that
// every route, whichever plugin registered it, answers the same way.
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';

interface FastifyLikeError {
  statusCode?: number;
  message?: string;
  code?: string;
  validation?: Array<{ instancePath?: string; message?: string; params?: Record<string, unknown> }>;
  validationContext?: string;
}

export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((err: unknown, request, reply) => {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(err.toJSON());
      const e = (err ?? {}) as FastifyLikeError;
      if (e.validation) {
        const details = e.validation.map((v) => {
          const missing = typeof v.params?.missingProperty === 'string' ? `/${v.params.missingProperty}` : '';
          const field = `${e.validationContext ?? ''}${v.instancePath ?? ''}${missing}`.replace(/^\//, '') || undefined;
          return { field, message: v.message ?? 'is invalid' };
        });
        const first = details[0];
        return reply.status(400).send({
          message: first
            ? `Invalid request: ${first.field ? `${first.field} ` : ''}${first.message}`
            : 'Invalid request',
          code: 'VALIDATION',
          details,
        });
      }
      // Database data exceptions (e.g. a NUL character in text) come from client input: 400.
      if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '23514')) {
        return reply.status(400).send({ message: 'Invalid input', code: 'INVALID_INPUT' });
      }
      if (e.code === '23505') return reply.status(409).send({ message: 'Conflict', code: 'CONFLICT' });
      const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ message: e.message || 'Bad request', code: typeof e.code === 'string' ? e.code : undefined });
      }
      request.log.error({ err }, 'request failed');
      return reply
        .status(status >= 500 && status < 600 ? status : 500)
        .send({ message: 'Internal server error', code: 'INTERNAL' });
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' }),
    );
  },
  { name: 'harborview-error-handler' },
);
