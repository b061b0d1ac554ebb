import type { FastifyInstance } from 'fastify';
import type { AppContext, RateLimitRule } from '../app';

export interface IdTokenClaims {
  email?: string;
  name?: string;
}
export type VerifyIdToken = (idToken: string) => Promise<IdTokenClaims>;

export function firebaseVerifier(_projectId: string): VerifyIdToken {
  return async () => ({});
}

export function authRoutes(_app: FastifyInstance, _ctx: AppContext, _opts: { verifyIdToken: VerifyIdToken; rateLimit: RateLimitRule }): void {}
