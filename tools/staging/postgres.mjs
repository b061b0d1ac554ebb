// Staging's PostgreSQL: a throwaway cluster (tools/test/pg-cluster.sh) whose every role has a
// password, and least privilege (docs/operating.md, "Database roles"):
//   harborview_owner  owns the database and its schema; `npm run migrate` and backups run as it
//   harborview_app    what the API processes connect as: SELECT, INSERT, UPDATE, DELETE on the rows
//                     of every table the owner makes (default privileges), nothing else
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { root } from '../stack/runner.cjs';

const CLUSTER = join(root, 'tools', 'test', 'pg-cluster.sh');
export const DATABASE = 'harborview';
export const OWNER = 'harborview_owner';
export const APP = 'harborview_app';

const password = () => randomBytes(18).toString('hex'); // hex: nothing to escape in a URL or in SQL
const urlFor = (user, pass, port, db = DATABASE) => `postgres://${user}:${pass}@127.0.0.1:${port}/${db}`;

/** Starts the cluster in `dir` on `port` and makes the roles; resolves with the owner's and the app's URLs. */
export async function startPostgres(dir, port) {
  const superPass = password();
  const r = spawnSync('bash', [CLUSTER, 'start', dir, String(port)], { encoding: 'utf8', env: { ...process.env, PG_PASSWORD: superPass } });
  if (r.status !== 0) throw new Error(`PostgreSQL did not start: ${r.stderr.trim() || r.stdout.trim()}`);
  const owner = password();
  const app = password();
  await asSuperuser(urlFor('postgres', superPass, port, 'postgres'), [
    `CREATE ROLE ${OWNER} LOGIN PASSWORD '${owner}'`,
    `CREATE ROLE ${APP} LOGIN PASSWORD '${app}'`,
    `CREATE DATABASE ${DATABASE} OWNER ${OWNER}`,
  ]);
  await asSuperuser(urlFor('postgres', superPass, port), [
    // PostgreSQL 15+ gives PUBLIC no CREATE on public already; the schema becomes the owner's outright.
    `ALTER SCHEMA public OWNER TO ${OWNER}`,
    `REVOKE ALL ON DATABASE ${DATABASE} FROM PUBLIC`,
    `GRANT CONNECT ON DATABASE ${DATABASE} TO ${APP}`,
    `GRANT USAGE ON SCHEMA public TO ${APP}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${OWNER} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP}`,
    // For a database migrated before these grants (none here; kept so the step can be rerun).
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP}`,
  ]);
  return { ownerUrl: urlFor(OWNER, owner, port), appUrl: urlFor(APP, app, port) };
}

async function asSuperuser(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export function stopPostgres(dir) {
  spawnSync('bash', [CLUSTER, 'stop', dir], { stdio: 'ignore' });
}
