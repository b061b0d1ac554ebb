// Public surface of @hotel/shared.
export * from './domain';
export * from './config';
export * from './api';
export * from './contracts';
export * from './routes';
// Not the full page-table check (parsePageTable, pagesInManifest: the build's and the tests', from
// '@hotel/shared/pages'): the singleton's every export is kept, and pages.ts is in main.js, so
// exporting the check here put it and its messages before every guest page's content (issue 40).
export {
  SKELETON_KINDS,
  PAGE_ACCESS,
  SITE_TITLE,
  NOT_FOUND_TITLE,
  pageFeature,
  documentTitle,
  pageTitleId,
  mergePageTables,
  matchPage,
  fillPath,
  usablePagesInManifest,
  type SkeletonKind,
  type HostedSlot,
  type PageAccess,
  type PageEntry,
  type PageTable,
  type PageMatch,
} from './pages';
export * from './navigation';
export * from './auth';
export * from './data/useLoad';
export * from './data/useAction';
export { markStale, type Resource } from './data/stale';
export { offerEarlyReads, dropEarlyReads, EARLY_READ_MAX_AGE_MS, type EarlyRead } from './data/earlyAnswers';
export { newIdempotencyKey, keyForWrite, type HeldKey } from './data/idempotencyKey';
export * from './notify/notify';
export * from './i18n';
export { useMessages } from './i18n/useMessages';
export * from './partnerFrame';
export * from './money';
