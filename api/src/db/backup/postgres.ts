// PostgreSQL backups with Debian's own client tools: pg_dump's custom format (one compressed file,
// which pg_restore can read a single table of: the schema check below), written and read by the
// client of the server's own major version. An older pg_dump refuses a newer server, and a newer
// one writes settings an older server rejects on restore (17's transaction_timeout), so we take the
// server's version, else the nearest newer one installed.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { BackupError } from './errors';

const PG_LIB = '/usr/lib/postgresql';

/** The URL without its password, which goes in PGPASSWORD: `ps` shows command lines, not environments. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || '(default)';

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to PostgreSQL database ${databaseName(url)}: ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg_dump or pg_restore for the server's major version (see above). */
function tool(name: 'pg_dump' | 'pg_restore', major: number): string {
  let versions: number[] = [];
  try {
    versions = readdirSync(PG_LIB).map(Number).filter((v) => v >= major && existsSync(`${PG_LIB}/${v}/bin/${name}`));
  } catch {
    /* no PostgreSQL client installed: refused below */
  }
  const v = Math.min(...versions);
  if (!Number.isFinite(v)) throw new BackupError(`${name} for PostgreSQL ${major} is not installed: apt-get install postgresql-client-${major}`);
  return `${PG_LIB}/${v}/bin/${name}`;
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new BackupError(`${bin.split('/').pop()} failed: ${String(stderr).trim() || err.message}`));
      else resolve(String(stdout));
    });
  });
}

/** The server's major version and the migrations its schema_migrations lists (null: no such table). */
function describe(url: string): Promise<{ major: number; migrations: string[] | null }> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ v: string; has: boolean }>(
      "SELECT current_setting('server_version_num') AS v, to_regclass('public.schema_migrations') IS NOT NULL AS has",
    );
    const major = Math.floor(Number(rows[0]!.v) / 10000);
    if (!rows[0]!.has) return { major, migrations: null };
    const names = await c.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    return { major, migrations: names.rows.map((r) => r.name) };
  });
}

/** Writes the database at `url` to `file` (pg_dump custom format); returns its migrations. */
export async function dumpPostgres(url: string, file: string): Promise<string[]> {
  const { major, migrations } = await describe(url);
  if (!migrations) throw new BackupError(`PostgreSQL database ${databaseName(url)} has no Harborview schema (no schema_migrations table): nothing to back up.`);
  const { dbname, env } = connection(url);
  // A consistent snapshot in one transaction: bookings keep being taken while it runs.
  await run(tool('pg_dump', major), ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
  return migrations;
}

/** The migrations a custom-format archive's schema_migrations holds; null when it is no Harborview archive. */
async function archiveMigrations(pgRestore: string, file: string): Promise<string[] | null> {
  let list: string;
  try {
    list = await run(pgRestore, ['--list', file], process.env);
  } catch {
    return null;
  }
  if (!/ TABLE public schema_migrations /.test(list)) return null;
  const sql = await run(pgRestore, ['--data-only', '--table=schema_migrations', '--file=-', file], process.env);
  const rows = sql.split('\n');
  const start = rows.findIndex((l) => l.startsWith('COPY public.schema_migrations'));
  if (start < 0) return [];
  const end = rows.indexOf('\\.', start);
  return rows.slice(start + 1, end).map((l) => l.split('\t')[0]!);
}

/**
 * Puts the archive `file` back into the database at `url`, in one transaction (a failure changes
 * nothing). `check` refuses an archive by its migrations (null: not ours) before anything is touched. Refused while
 * another session uses the database (an API process would keep serving from dropped tables and
 * stale caches) and when the database has migrations the archive lacks (the API would run them
 * again over the tables they made).
 */
export async function restorePostgres(url: string, file: string, check: (migrations: string[] | null) => string[]): Promise<string[]> {
  const { major, migrations: current } = await describe(url);
  const pgRestore = tool('pg_restore', major);
  const migrations = check(await archiveMigrations(pgRestore, file));
  const later = (current ?? []).filter((m) => !migrations.includes(m));
  if (later.length > 0) {
    throw new BackupError(
      `Database ${databaseName(url)} has migrations this backup predates (${later.join(', ')}): restore it into an empty database ` +
        '(createdb, then DATABASE_URL to it). Nothing was changed.',
    );
  }
  const others = await withClient(url, async (c) =>
    (
      await c.query<{ pid: number; who: string }>(
        `SELECT pid, coalesce(nullif(application_name, ''), usename) || '@' || coalesce(client_addr::text, 'local') AS who
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      )
    ).rows,
  );
  if (others.length > 0) {
    throw new BackupError(
      `Database ${databaseName(url)} is in use by ${others.length} other connection(s) (${others.map((o) => `pid ${o.pid} ${o.who}`).join(', ')}): ` +
        'stop every API process first (they hold its connections), then restore. Nothing was changed.',
    );
  }
  const { dbname, env } = connection(url);
  await run(pgRestore, ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file], env);
  return migrations;
}
