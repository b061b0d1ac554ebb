import type { FastifyInstance } from 'fastify';
import type { AppContext, RateLimitRule } from '../app';

export function contactRoutes(_app: FastifyInstance, _ctx: AppContext, _opts: { rateLimit: RateLimitRule }): void {}
