// The health check's one query: is the database answering?
import type { Database } from '../db/index';

export function healthRepository(db: Database) {
  return {
    /** Resolves with the database kind when it answers; rejects when it does not. */
    async ping(): Promise<Database['kind']> {
      await db.query('SELECT 1');
      return db.kind;
    },
  };
}
