import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

export function reviewsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
