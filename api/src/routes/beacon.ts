// The load beacon (issue 41; docs/deploying.md, "What the shell reports"): POST /beacon, public, takes
// what guests' browsers report of each remote load and of the page's speed and adds it to the
// minute's counts; GET /hotel/remote-loads is the staff read of those counts (the release guard reads
// the same JSON on the metrics listener, src/plugins/metrics.ts). Nothing of the visitor is stored:
// no user, no address (the rate limit keys on it in memory only), no page URL.
import {
  BEACON_MAX_BYTES,
  BEACON_MAX_LOADS,
  BEACON_MAX_VITALS,
  LOAD_CODE_PATTERN,
  LOAD_MS_MAX,
  LOAD_OUTCOMES,
  LOAD_PHASES,
  RELEASE_ID_PATTERN,
  VITAL_NAMES,
  type Beacon,
} from '@hotel/shared/config/beacon';
import { REMOTE_NAMES } from '@hotel/shared/contracts';
import type { FastifyError } from 'fastify';
import type { RateLimitRule } from '../context';
import { HttpError, badRequest } from '../lib/errors';
import { parseSince } from '../lib/since';
import { errors, object, staffOnly, type RoutePlugin } from '../schemas';

const release = { type: 'string', pattern: RELEASE_ID_PATTERN, description: '`<version>-<8 hex>` as `npm run release` names it, or `unreleased`' } as const;
const remote = { type: 'string', enum: REMOTE_NAMES } as const;

const beaconBody = {
  type: 'object',
  required: ['v', 'loads'],
  additionalProperties: false,
  properties: {
    v: { type: 'integer', enum: [1] },
    loads: {
      type: 'array',
      maxItems: BEACON_MAX_LOADS,
      items: {
        type: 'object',
        required: ['remote', 'release', 'phase', 'outcome', 'ms', 'rendered'],
        additionalProperties: false,
        properties: {
          remote,
          release,
          phase: { type: 'string', enum: LOAD_PHASES, description: 'how far the load got (the phase that failed, for a failure)' },
          outcome: { type: 'string', enum: LOAD_OUTCOMES },
          code: { type: 'string', pattern: LOAD_CODE_PATTERN, description: "the error's code (RUNTIME-003, RENDER, …)" },
          ms: { type: 'integer', minimum: 0, maximum: LOAD_MS_MAX },
          rendered: { type: 'boolean', description: 'whether the page or slot that needed it rendered' },
        },
      },
    },
    vitals: {
      type: 'array',
      maxItems: BEACON_MAX_VITALS,
      items: {
        type: 'object',
        required: ['name', 'value', 'releases'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: VITAL_NAMES },
          value: { type: 'number', minimum: 0, maximum: LOAD_MS_MAX },
          releases: {
            type: 'object',
            description: 'the release of each remote that drew the page',
            propertyNames: remote,
            additionalProperties: release,
            minProperties: 1,
            maxProperties: REMOTE_NAMES.length,
          },
        },
      },
    },
  },
} as const;

/** GET /hotel/remote-loads (RemoteLoads of @hotel/shared/config/beacon). */
export const remoteLoadsSchema = object({
  now: { type: 'string', format: 'date-time' },
  buckets: {
    type: 'array',
    items: object({
      minute: { type: 'string', format: 'date-time' },
      remote: { type: 'string' },
      release: { type: 'string' },
      outcome: { type: 'string', enum: LOAD_OUTCOMES },
      count: { type: 'integer' },
    }),
  },
  vitals: {
    type: 'array',
    items: object({
      remote: { type: 'string' },
      release: { type: 'string' },
      name: { type: 'string', enum: VITAL_NAMES },
      p75: { type: 'number', description: 'ms, within 5 %' },
      n: { type: 'integer' },
    }),
  },
});

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** An ajv error of the beacon in words, naming the field as the shell writes it (`loads[0].release`). */
function inWords(e: AjvError): string {
  const field = (e.instancePath ?? '').replace(/^\//, '').replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.') || 'the beacon';
  const last = field.split('.').pop() ?? '';
  if (e.keyword === 'propertyNames' || (e.keyword === 'enum' && /^(remote|releases)$/.test(last)))
    return `${field} names a remote this site does not have (it has ${REMOTE_NAMES.join(', ')}).`;
  if (e.keyword === 'pattern' && /release|releases/.test(field)) return `${field} is not a release id (<version>-<8 hex digits>, as npm run release names it, or unreleased).`;
  if (e.keyword === 'enum') return `${field} must be one of ${((e.params?.allowedValues as unknown[]) ?? []).join(', ')}.`;
  if (e.keyword === 'required') return `${field === 'the beacon' ? 'The beacon' : field} lacks ${String(e.params?.missingProperty)}.`;
  if (e.keyword === 'additionalProperties') return `${field === 'the beacon' ? 'The beacon' : field} has a field it may not: ${String(e.params?.additionalProperty)}.`;
  if (e.keyword === 'maxItems') return `${field} has more than ${String(e.params?.limit)} entries: send them in several beacons.`;
  return `${field} ${e.message ?? 'is invalid'}.`;
}

export const beaconRoutes: RoutePlugin<{ rateLimit: RateLimitRule }> = async (app, opts) => {
  const { ctx, repos } = app;

  // navigator.sendBeacon sends a string as text/plain (a type that needs no CORS preflight): read it
  // as JSON here, in this plugin only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The beacon must be JSON: { "v": 1, "loads": [...] }.', 'VALIDATION'), undefined);
    }
  });

  app.post(
    '/beacon',
    {
      bodyLimit: BEACON_MAX_BYTES,
      config: { rateLimit: opts.rateLimit },
      attachValidation: true,
      // Only the size's error is this route's words; everything else goes to the app's handler.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new HttpError(413, `A beacon is at most ${BEACON_MAX_BYTES} bytes: send the reports in several.`, 'TOO_LARGE');
        throw error;
      },
      schema: {
        tags: ['beacon'],
        summary: "A browser's report of its remote loads and the page's LCP and INP (JSON, sent as text/plain by sendBeacon); 204",
        description: `Public and rate limited per client. At most ${BEACON_MAX_BYTES} bytes (413), ${BEACON_MAX_LOADS} loads and ${BEACON_MAX_VITALS} vitals. Adds to the minute's counts; stores nothing of the visitor.`,
        consumes: ['application/json', 'text/plain'],
        body: beaconBody,
        response: { 204: { type: 'null', description: 'counted' }, ...errors(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError?.validation?.[0] as AjvError | undefined;
      if (invalid) throw badRequest(inWords(invalid), undefined, 'VALIDATION');
      await repos.remoteLoads.add(request.body as Beacon, ctx.now());
      return reply.status(204).send();
    },
  );

  app.get(
    '/hotel/remote-loads',
    staffOnly(app, {
      summary: "Remote loads by minute, release and outcome, and each release's LCP and INP p75, from `since` on",
      querystring: {
        type: 'object',
        properties: { since: { type: 'string', maxLength: 40, description: 'ISO time with zone (default: an hour ago); the minute it falls in is included' } },
      },
      response: { 200: remoteLoadsSchema, ...errors(400, 401, 403) },
    }),
    async (request) => repos.remoteLoads.since(parseSince(request.query.since, ctx.now()), ctx.now()),
  );
};
