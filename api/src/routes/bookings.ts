import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';

export function bookingsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
