import { loadNative } from './native';
import type * as Harness from './support/harness';

export type { DbKind, TestDb } from './support/harness';
const h = loadNative<typeof Harness>('./support/harness.ts');
export const { TEST_SECRET, PG_URL, DB_KINDS, createPgDatabase, openTestDb, makeApp, tokenFor, bearer } = h;
