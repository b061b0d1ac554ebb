// One error shape, { message, code?, details? }, for every answer, and nothing a client sends becomes a
// 5xx (docs/architecture.md §6). Wrapped with fastify-plugin: the handlers must be the root's, so that
// every route, whichever plugin registered it, answers the same way. The words go out in the request's
// language (Accept-Language, src/lib/words.ts): only here, where an answer in words is made, so no
// successful read ever parses the header. Codes never change with the language.
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import localize from 'ajv-i18n';
import type { ApiError } from '@hotel/shared/domain';
import { DEFAULT_LOCALE, type Locale } from '@hotel/shared/i18n/locales';
import { HttpError } from '../lib/errors';
import { inLanguage, requestLocale, say } from '../lib/words';

interface FastifyLikeError {
  statusCode?: number;
  message?: string;
  code?: string;
  /** Ajv's errors (the keyword and params are what ajv-i18n words). */
  validation?: Array<{ keyword?: string; instancePath?: string; message?: string; params?: Record<string, unknown> }>;
  validationContext?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * A rule's English words in the request's language (a refusal, a quote's promo refusal), the
     * answer marked `Content-Language` (the language the words are in: English when no catalog knows
     * them, a staff page's) and `Vary: Accept-Language` (a cache keeps one answer per language).
     */
    inLanguage(text: string, locale?: Locale): string;
  }
}

/** The answer is in `locale`'s words, and differs by Accept-Language. */
function markLanguage(reply: FastifyReply, locale: Locale) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
  reply.header('content-language', locale);
}

function inLanguageOf(this: FastifyReply, text: string, locale = requestLocale(this.request.headers['accept-language'])): string {
  const said = inLanguage(text, locale);
  markLanguage(this, said.locale);
  return said.text;
}

/** The error body, its words (English, as the rules say them) in the request's language. */
function sendInWords(reply: FastifyReply, status: number, body: ApiError) {
  const locale = requestLocale(reply.request.headers['accept-language']);
  const said: ApiError = { ...body, message: '' };
  if (body.details) said.details = body.details.map((d) => ({ ...d, message: inLanguage(d.message, locale).text }));
  said.message = reply.inLanguage(body.message, locale);
  return reply.status(status).send(said);
}

/** A schema's refusal in `locale`: Ajv's own words (ajv-i18n) after "Invalid request: <field>". */
function validationBody(e: FastifyLikeError, locale: Locale): ApiError {
  const errors = e.validation!.map((v) => ({ ...v }));
  // ajv-i18n's types name the Ajv 6 error the root's `ajv` resolves to; Fastify's Ajv 8 errors are what it reads.
  if (locale !== DEFAULT_LOCALE) localize[locale](errors as never);
  const details = errors.map((v) => {
    const missing = typeof v.params?.missingProperty === 'string' ? `/${v.params.missingProperty}` : '';
    const field = `${e.validationContext ?? ''}${v.instancePath ?? ''}${missing}`.replace(/^\//, '') || undefined;
    return { field, message: v.message ?? say(locale, 'api.isInvalid') };
  });
  const first = details[0];
  const message = !first
    ? say(locale, 'api.invalidRequest')
    : first.field
      ? say(locale, 'api.invalidRequestField', { field: first.field, problem: first.message })
      : say(locale, 'api.invalidRequestProblem', { problem: first.message });
  return { message, code: 'VALIDATION', details };
}

export const errorHandler = fp(
  async (app) => {
    app.decorateReply('inLanguage', inLanguageOf);
    app.setErrorHandler((err: unknown, request, reply) => {
      if (err instanceof HttpError) return sendInWords(reply, err.statusCode, err.toJSON());
      const e = (err ?? {}) as FastifyLikeError;
      if (e.validation) {
        const locale = requestLocale(request.headers['accept-language']);
        markLanguage(reply, locale);
        return reply.status(400).send(validationBody(e, locale));
      }
      // Database data exceptions (e.g. a NUL character in text) come from client input: 400.
      if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '23514')) {
        return sendInWords(reply, 400, { message: say('en', 'api.invalidInput'), code: 'INVALID_INPUT' });
      }
      if (e.code === '23505') return sendInWords(reply, 409, { message: say('en', 'api.conflict'), code: 'CONFLICT' });
      const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
      if (status >= 400 && status < 500) {
        const body: ApiError = { message: e.message || say('en', 'api.badRequest') };
        if (typeof e.code === 'string') body.code = e.code;
        return sendInWords(reply, status, body);
      }
      request.log.error({ err }, 'request failed');
      return sendInWords(reply, status >= 500 && status < 600 ? status : 500, { message: say('en', 'api.internal'), code: 'INTERNAL' });
    });
    app.setNotFoundHandler((request, reply) => sendInWords(reply, 404, { message: say('en', 'api.routeNotFound'), code: 'NOT_FOUND' }));
  },
  { name: 'harborview-error-handler' },
);
