// Public surface of @hotel/shared.
export * from './domain';
export * from './config';
export * from './api';
export * from './contracts';
export * from './routes';
export * from './pages';
export * from './navigation';
export * from './auth';
export * from './data/useLoad';
export * from './data/useAction';
export { markStale, type Resource } from './data/stale';
export { offerEarlyReads, dropEarlyReads, EARLY_READ_MAX_AGE_MS, type EarlyRead } from './data/earlyAnswers';
export { newIdempotencyKey, keyForWrite, type HeldKey } from './data/idempotencyKey';
export * from './notify/notify';
export * from './partnerFrame';
