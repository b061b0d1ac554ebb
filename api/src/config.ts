// Environment → configuration. Every variable is documented in api/README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { DEFAULT_HOTEL_TIME_ZONE, HOTEL_INFO } from '@hotel/shared/domain';
import { DEFAULT_NO_SHOW_AT, parseNoShowAt } from '@hotel/shared/stay-changes';
import { DEFAULT_CORS_ORIGINS } from './plugins/cors';
import { DEFAULT_LOG_SLOW_MS } from './plugins/requestLog';
import { generateReceiptKey, parsePrivateKey } from './receipts';

export const REPO_ROOT = join(__dirname, '..', '..');

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  jwtTtlSeconds: number;
  timeZone: string;
  /** When a stay not checked in becomes a no-show: this hotel time the day after arrival (NO_SHOW_AT, default 02:00). */
  noShowAt: string;
  firebaseProjectId: string;
  redisUrl?: string;
  logLevel: string;
  /** A read at least this slow (ms) gets its own log line; faster ones are counted (LOG_SLOW_MS, default 100; 0: every request logged). */
  logSlowMs: number;
  bodyLimit: number;
  rateLimitJwt: number;
  rateLimitContact: number;
  /** Beacons one client may send a minute (RATE_LIMIT_BEACON, default 120). */
  rateLimitBeacon: number;
  /** Live availability streams one process holds at most (SSE_MAX_CONNECTIONS). */
  sseMaxConnections: number;
  /** Heartbeat interval of those streams in ms (SSE_HEARTBEAT_MS). */
  sseHeartbeatMs: number;
  /** The mail server the outbox is sent through (SMTP_URL; default MailDev's, smtp://127.0.0.1:1025). */
  smtpUrl: string;
  /** The e-mails' From (MAIL_FROM). */
  mailFrom: string;
  /** How long a claimed e-mail is one process's before another may send it (MAIL_LEASE_MS). */
  mailLeaseMs: number;
  /**
   * Addresses of the reverse proxy whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated;
   * unset: none, the client address is the socket's). Behind nginx every guest would otherwise be
   * the proxy's one IP to the rate limits.
   */
  trustProxy?: string[];
  /** The receipts' signing key, PEM or JWK text (RECEIPT_SIGNING_KEY or _FILE; else generated per data directory). */
  receiptKey: string;
  /** Public JWKs of the keys receipts were signed with before (RECEIPT_PREVIOUS_JWKS_FILE), still in the JWKS. */
  receiptPreviousKeys: JWK[];
  /**
   * Whether partner webhooks may be http on loopback and reach loopback or private addresses: on a
   * laptop yes (a receiver on 127.0.0.1), never with NODE_ENV=production.
   */
  webhooksToLoopback: boolean;
  /** The partner demo page's origins (DEMO_PARTNER_ORIGINS, local stacks only): its partner is seeded at start. */
  demoPartnerOrigins: string[];
  /** Apply migrations and the seed at start-up (MIGRATE_ON_START, default on; off where `npm run migrate` is its own step). */
  migrateOnStart: boolean;
  /** The Prometheus metrics listener (METRICS_PORT, default 9464; 0: no metrics) and its address (METRICS_HOST). */
  metricsPort: number;
  metricsHost: string;
  /** How long a stopping process keeps serving with /ready at 503 before it stops listening (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
}

/** A stopping process exits within this much of SIGTERM, finished or not (an orchestrator's usual patience). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

const int = (v: string | undefined, d: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? Math.floor(n) : d;
};

/** A setting the API refuses to start with; server.ts prints its message alone (it names the variable). */
export class ConfigError extends Error {}

/** The opt-in that lets a production-mode API trust the Auth emulator (staging only: its tokens are unsigned). */
export const ALLOW_EMULATOR_VAR = 'HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION';

// Words of placeholder secrets (`.env` examples, tutorials, our own tests): a key made of them is guessable.
const PLACEHOLDER_WORDS = ['secret', 'changeme', 'change-me', 'password', 'example', 'default', 'harborview'];

/** Why JWT_SECRET is weak (anyone who guesses it mints staff tokens), or null. */
export function weakSecret(secret: string): string | null {
  if (secret.length < 32) return 'it is shorter than 32 characters';
  if (new Set(secret).size < 10) return 'it has fewer than 10 distinct characters';
  const word = PLACEHOLDER_WORDS.find((w) => secret.toLowerCase().includes(w));
  return word ? `it contains the placeholder word "${word}"` : null;
}

/**
 * What must not reach production (NODE_ENV=production), each naming its variable: the Auth emulator
 * (its ID tokens are unsigned, so anyone could mint a staff sign-in) and a demo project (`demo-*`
 * projects exist only in the emulator), unless HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1 (staging); a
 * missing or weak JWT_SECRET (a generated one is per machine: several processes would not accept
 * each other's tokens, and a lost data directory signs everyone out).
 */
export function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (env[ALLOW_EMULATOR_VAR] !== '1') {
    const optIn = `(staging with the emulator on purpose: ${ALLOW_EMULATOR_VAR}=1)`;
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      refusals.push(`FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the Auth emulator's ID tokens are unsigned; unset it ${optIn}`);
    }
    const project = env.FIREBASE_PROJECT_ID ?? '';
    if (project === '' || project.startsWith('demo-')) {
      refusals.push(`FIREBASE_PROJECT_ID must name the hotel's Firebase project with NODE_ENV=production (it is ${project ? `"${project}", a demo project` : 'unset'}) ${optIn}`);
    }
  }
  if (!env.JWT_SECRET) refusals.push('JWT_SECRET is required with NODE_ENV=production (48 random bytes: openssl rand -base64 48), the same for every API process');
  else {
    const weak = weakSecret(env.JWT_SECRET);
    if (weak) refusals.push(`JWT_SECRET is weak: ${weak}; use 48 random bytes (openssl rand -base64 48)`);
  }
  if (env.DEMO_PARTNER_ORIGINS) refusals.push('DEMO_PARTNER_ORIGINS is set with NODE_ENV=production: it seeds a demo partner allowed to book from those origins; unset it and add partners at the front desk');
  if (!env.RECEIPT_SIGNING_KEY && !env.RECEIPT_SIGNING_KEY_FILE) {
    refusals.push('RECEIPT_SIGNING_KEY (or RECEIPT_SIGNING_KEY_FILE) is required with NODE_ENV=production: the Ed25519 key partners\' receipts are signed with, the same for every API process (docs/deploying.md "Receipt keys")');
  }
  return refusals;
}

/**
 * The receipts' signing key: RECEIPT_SIGNING_KEY (the PEM or JWK itself) or RECEIPT_SIGNING_KEY_FILE
 * (its path), else an Ed25519 key generated once and kept in <dataDir>/receipt-key.pem (never in
 * production), so every process on one machine signs with the key the JWKS lists.
 */
export function resolveReceiptKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  const named = env.RECEIPT_SIGNING_KEY ? 'RECEIPT_SIGNING_KEY' : env.RECEIPT_SIGNING_KEY_FILE ? 'RECEIPT_SIGNING_KEY_FILE' : null;
  if (named) {
    let text: string;
    try {
      text = env.RECEIPT_SIGNING_KEY || readFileSync(env.RECEIPT_SIGNING_KEY_FILE!, 'utf8');
      parsePrivateKey(text);
    } catch (err) {
      throw new ConfigError(`${named} is not a usable private key (PEM PKCS#8 or JWK, Ed25519 or P-256): ${(err as Error).message}`);
    }
    return text;
  }
  const file = join(dataDir, 'receipt-key.pem');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': of processes starting together, one writes it and the others read that one.
    try {
      writeFileSync(file, generateReceiptKey(), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return readFileSync(file, 'utf8');
}

/** RECEIPT_PREVIOUS_JWKS_FILE: a JWK set (e.g. yesterday's /.well-known/jwks.json) the JWKS goes on listing. */
export function previousReceiptKeys(env: NodeJS.ProcessEnv): JWK[] {
  const file = env.RECEIPT_PREVIOUS_JWKS_FILE;
  if (!file) return [];
  try {
    const set = JSON.parse(readFileSync(file, 'utf8')) as { keys?: unknown };
    if (!Array.isArray(set.keys) || set.keys.some((k) => typeof k !== 'object' || k === null || typeof (k as JWK).kid !== 'string')) throw new Error('no "keys" list of JWKs with a kid');
    return (set.keys as JWK[]).map(({ d: _private, ...pub }) => pub);
  } catch (err) {
    throw new ConfigError(`RECEIPT_PREVIOUS_JWKS_FILE is not a JWK set: ${(err as Error).message}`);
  }
}

/** JWT_SECRET, else a random secret generated once and kept in <dataDir>/jwt-secret (never in production). */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET && env.JWT_SECRET.length >= 32) return env.JWT_SECRET;
  if (env.JWT_SECRET) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

const originList = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);

/**
 * The CORS allow-list of what needs a token: our own site's origins (CORS_ORIGINS, else the
 * defaults). Partners need none: their pages read only public routes, and a booking made through a
 * partner runs in our own booking frame, on our origin (docs/architecture.md §7).
 */
export function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  return env.CORS_ORIGINS ? originList(env.CORS_ORIGINS) : DEFAULT_CORS_ORIGINS;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const refusals = productionRefusals(env);
  if (refusals.length > 0) throw new ConfigError(`The API refuses to start:\n- ${refusals.join('\n- ')}`);
  const port = int(env.PORT, 4000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = env.DATA_DIR || join(REPO_ROOT, '.data');
  const timeZone = env.HOTEL_TIME_ZONE || DEFAULT_HOTEL_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new ConfigError(`HOTEL_TIME_ZONE is not a valid IANA time zone: ${timeZone}`);
  }
  const noShowAt = parseNoShowAt(env.NO_SHOW_AT || DEFAULT_NO_SHOW_AT);
  if (!noShowAt) throw new ConfigError(`NO_SHOW_AT must be a time of day on 24 hours, HH:MM (e.g. 02:00); it is "${env.NO_SHOW_AT}"`);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    corsOrigins: corsOrigins(env),
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtTtlSeconds: int(env.JWT_TTL_SECONDS, 12 * 60 * 60),
    timeZone,
    noShowAt,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-harborview',
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    logSlowMs: Math.max(int(env.LOG_SLOW_MS, DEFAULT_LOG_SLOW_MS), 0),
    bodyLimit: int(env.BODY_LIMIT, 64 * 1024),
    rateLimitJwt: int(env.RATE_LIMIT_JWT, 30),
    rateLimitContact: int(env.RATE_LIMIT_CONTACT, 10),
    rateLimitBeacon: int(env.RATE_LIMIT_BEACON, 120),
    sseMaxConnections: int(env.SSE_MAX_CONNECTIONS, 2000),
    sseHeartbeatMs: int(env.SSE_HEARTBEAT_MS, 15_000),
    smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM || `"${HOTEL_INFO.name}" <${HOTEL_INFO.email}>`,
    mailLeaseMs: int(env.MAIL_LEASE_MS, 60_000),
    trustProxy: env.TRUST_PROXY ? originList(env.TRUST_PROXY) : undefined,
    receiptKey: resolveReceiptKey(env, dataDir),
    receiptPreviousKeys: previousReceiptKeys(env),
    webhooksToLoopback: env.NODE_ENV !== 'production',
    demoPartnerOrigins: originList(env.DEMO_PARTNER_ORIGINS),
    migrateOnStart: !['0', 'false', 'no'].includes(String(env.MIGRATE_ON_START ?? '').toLowerCase()),
    metricsPort: int(env.METRICS_PORT, 9464),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    // At most half the deadline: the other half is for the requests in flight to finish.
    shutdownGraceMs: Math.min(Math.max(int(env.SHUTDOWN_GRACE_MS, 3000), 0), SHUTDOWN_DEADLINE_MS / 2),
  };
}
