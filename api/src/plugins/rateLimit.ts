// Rate limits (429 RATE_LIMITED): off by default, a route opts in with `config: { rateLimit }` (POST
// /jwt, POST /contact). Counters in this process, or in Redis (REDIS_URL) shared by every process.
// fastify-plugin: @fastify/rate-limit must see the routes other plugins register.
import fp from 'fastify-plugin';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { HttpError } from '../lib/errors';
import { say } from '../lib/words';

export const rateLimit = fp<{ redisUrl?: string }>(
  async (app, opts) => {
    const rl: RateLimitPluginOptions = {
      global: false,
      // In seconds, a number the error handler can say in any language (the plugin's `after` is English).
      errorResponseBuilder: (_req, context) =>
        new HttpError(context.statusCode, say('en', 'api.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }), 'RATE_LIMITED'),
    };
    if (opts.redisUrl) {
      // Several instances share one counter per client and route in Redis. skipOnError: while Redis is
      // unreachable a request is let through (not limited) rather than failed with a 5xx. No offline
      // queue and a command timeout, so that costs no waiting; ioredis keeps reconnecting and the limits
      // apply again once Redis answers.
      const { Redis } = await import('ioredis');
      const redis = new Redis(opts.redisUrl, {
        connectTimeout: 500,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      let down = false;
      redis.on('error', (err: Error) => {
        if (!down)
          app.log.warn(
            { err: err.message },
            'rate-limit store (REDIS_URL) unreachable: requests are not limited until it answers',
          );
        down = true;
      });
      redis.on('ready', () => {
        if (down) app.log.info('rate-limit store (REDIS_URL) reachable again');
        down = false;
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Serve with the store connected when it is up; start anyway (unlimited, warned) when it is not.
      await new Promise<void>((resolve) => {
        const done = () => {
          redis.off('ready', done).off('error', done);
          resolve();
        };
        redis.once('ready', done).once('error', done);
      });
      rl.redis = redis;
      rl.nameSpace = 'harborview-rate-limit-';
      rl.skipOnError = true;
    }
    await app.register(fastifyRateLimit, rl);
  },
  { name: 'harborview-rate-limit' },
);
