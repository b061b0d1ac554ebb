// The readiness check's one query: does the database answer, and with which schema?
import type { Database } from '../db/index';

export function healthRepository(db: Database) {
  return {
    /** The migrations the database has applied, by name; rejects when the database does not answer. */
    async appliedMigrations(): Promise<string[]> {
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      return rows.map((r) => r.name);
    },
  };
}
