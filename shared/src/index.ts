export * from './domain';
export * from './auth';
