// A thin adapter over PGlite (embedded, default) and node-postgres (DATABASE_URL): query, exec,
// transaction and a change channel. Drivers parse int8/date/timestamptz differently, so every query
// formats those in SQL (to_char, ::int, ::float8) and rows are plain strings and numbers on both.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './pgliteLock';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction. Inside, use only the handle it receives. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn with one exclusive session-level lock (migrations/seed across processes). */
  withLock<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Change notifications from other processes on the same database ("rooms" channel).
   * 'change' fires on every NOTIFY; 'coherence' fires with false while the listener connection
   * is down (callers must then bypass caches) and true once it is back.
   */
  readonly changes: EventEmitter;
  /** True while change notifications are known to be delivered. */
  coherent(): boolean;
  /** The connection pool's use (PostgreSQL; PGlite is one in-process connection and has none). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections handed out to a query or transaction. */
  inUse: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load. */
  waiting: number;
  max: number;
}

const CHANGE_CHANNEL = 'harborview_changes';

// ---------------------------------------------------------------- PGlite

/**
 * Opens PGlite in memory or on a data directory. A directory is locked first (see pgliteLock.ts):
 * when another live process owns it, this throws DatabaseLockedError without touching it.
 */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  try {
    const { PGlite: PGliteCtor } = await import('@electric-sql/pglite');
    const db: PGlite = await PGliteCtor.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
    return wrapPglite(db, release);
  } catch (err) {
    release();
    throw err;
  }
}

export function wrapPglite(db: PGlite, onClose: () => void = () => undefined): Database {
  const changes = new EventEmitter();
  const q = (h: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await h.query<T>(sql, params);
      return r.rows;
    },
    async exec(sql: string) {
      await h.exec(sql);
    },
  });
  const base = q(db);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(q(tx))),
    // One process owns a PGlite database: no cross-process lock needed.
    withLock: (fn) => fn(base),
    changes,
    coherent: () => true,
    close: async () => {
      try {
        await db.close();
      } finally {
        onClose();
      }
    },
  };
}

/** The underlying PGlite instance (tests use it for snapshots). */
export type { PGlite };

// ---------------------------------------------------------------- PostgreSQL

export async function openPostgres(url: string, opts: { max?: number; listen?: boolean } = {}): Promise<Database> {
  const max = opts.max ?? 10;
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const changes = new EventEmitter();
  let listening = false;
  let closed = false;
  let listener: pg.Client | null = null;

  const q = (h: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await h.query(sql, params);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await h.query(sql);
    },
  });

  // LISTEN on a dedicated connection; while it is down, caches are bypassed (coherent() false).
  const connectListener = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      if (listening) {
        listening = false;
        changes.emit('coherence', false);
      }
      client.removeAllListeners();
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connectListener().catch(() => undefined), 500).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => changes.emit('change'));
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      listening = true;
      changes.emit('coherence', true);
      changes.emit('change'); // anything may have changed while we were not listening
    } catch {
      lost();
    }
  };
  if (opts.listen !== false) await connectListener();

  return {
    kind: 'postgres',
    ...q(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(q(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async withLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(4242001)');
        try {
          return await fn(q(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock(4242001)').catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    changes,
    coherent: () => listening,
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async close() {
      closed = true;
      const l = listener;
      listener = null;
      listening = false;
      if (l) {
        l.removeAllListeners();
        await l.end().catch(() => undefined);
      }
      await pool.end();
    },
  };
}

/** Inside a write transaction: tell the other API processes (PostgreSQL) that rooms changed. */
export async function notifyChanges(db: Database, tx: Queryable): Promise<void> {
  if (db.kind === 'postgres') await tx.query(`SELECT pg_notify('${CHANGE_CHANNEL}', '')`);
}
