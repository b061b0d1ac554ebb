// With NODE_ENV=production the API refuses to start on what is only safe on a laptop, naming the
// variable: the Auth emulator (its ID tokens are unsigned: anyone could sign in as staff), a demo
// Firebase project, a missing or weak JWT_SECRET, no receipt signing key (RECEIPT_SIGNING_KEY), the
// demo partner (DEMO_PARTNER_ORIGINS). Staging opts in to the emulator with
// HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1. As the configuration function, and as a real process.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Config from '../src/config';
import { loadNative } from './native';
import { startServer, stopServer } from './support/proc';

const { loadConfig } = loadNative<typeof Config>('../src/config.ts');
const STRONG = 'q8Zr2LwX0bVn5TjK7mYc1HdF4sGp9AeU3oIxRlNw'; // random, as `openssl rand -base64 30` makes
const RECEIPT_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: STRONG, FIREBASE_PROJECT_ID: 'harborview-prod', RECEIPT_SIGNING_KEY: RECEIPT_KEY };
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

test('production settings start; each laptop-only setting is refused by name', () => {
  expect(refusal(PRODUCTION)).toBe('');
  expect(refusal({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toContain('FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production');
  expect(refusal({ ...PRODUCTION, FIREBASE_PROJECT_ID: undefined })).toContain('FIREBASE_PROJECT_ID must name');
  expect(refusal({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-harborview' })).toContain('"demo-harborview", a demo project');
  expect(refusal({ ...PRODUCTION, JWT_SECRET: undefined })).toContain('JWT_SECRET is required');
  expect(refusal({ ...PRODUCTION, JWT_SECRET: 'a'.repeat(40) })).toContain('JWT_SECRET is weak: it has fewer than 10 distinct characters');
  expect(refusal({ ...PRODUCTION, JWT_SECRET: 'my-super-secret-jwt-key-for-the-api-2024' })).toContain('placeholder word "secret"');
  expect(refusal({ ...PRODUCTION, JWT_SECRET: 'short' })).toContain('shorter than 32 characters');
  expect(refusal({ ...PRODUCTION, RECEIPT_SIGNING_KEY: undefined })).toContain('RECEIPT_SIGNING_KEY (or RECEIPT_SIGNING_KEY_FILE) is required with NODE_ENV=production');
  expect(refusal({ ...PRODUCTION, RECEIPT_SIGNING_KEY: 'not a key' })).toContain('RECEIPT_SIGNING_KEY is not a usable private key');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  expect(refusal({ ...PRODUCTION, RECEIPT_SIGNING_KEY: rsa })).toContain('a receipt key must be Ed25519 or EC P-256 (this one is rsa)');
  expect(refusal({ ...PRODUCTION, DEMO_PARTNER_ORIGINS: 'http://127.0.0.1:5050' })).toContain('DEMO_PARTNER_ORIGINS is set with NODE_ENV=production');
  // Everything at once: every variable named in one message, not one per restart.
  const all = refusal({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_PROJECT_ID', 'JWT_SECRET', 'RECEIPT_SIGNING_KEY']) expect(all).toContain(name);
  // Staging's opt-in covers the emulator and its demo project, never the secret.
  const staging = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1' };
  expect(refusal({ ...staging, JWT_SECRET: STRONG, RECEIPT_SIGNING_KEY: RECEIPT_KEY })).toBe('');
  expect(refusal({ ...staging, HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true', JWT_SECRET: STRONG })).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  expect(refusal(staging)).toContain('JWT_SECRET is required');
  // On a laptop nothing changes: the emulator and a generated secret.
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-config-'));
  try {
    expect(refusal({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', DATA_DIR: dataDir })).toBe('');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('the API process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('refuses to start in production with the emulator and no secret: exit 1, the variables named, nothing written', async () => {
    const env = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', JWT_SECRET: '', DATA_DIR: dataDir };
    const err = await startServer(env).then(
      () => new Error('it started'),
      (e: Error) => e,
    );
    expect(err.message).toMatch(/^server exited 1: The API refuses to start:/);
    expect(err.message).toContain('FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production');
    expect(err.message).toContain('JWT_SECRET is required');
    expect(err.message).not.toContain('    at '); // a message, not a stack
    expect(readdirSync(dataDir)).toEqual([]); // no generated secret, no database
  }, 90_000);

  test('starts in production with the staging opt-in, a strong secret and a receipt key file', async () => {
    const keyFile = join(dataDir, '..', `hv-receipt-${process.pid}.pem`);
    writeFileSync(keyFile, RECEIPT_KEY, { mode: 0o600 });
    const env = {
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1',
      JWT_SECRET: STRONG,
      RECEIPT_SIGNING_KEY_FILE: keyFile,
      DATA_DIR: dataDir,
    };
    try {
      const server = await startServer(env);
      await stopServer(server);
    } finally {
      rmSync(keyFile, { force: true });
    }
  }, 90_000);
});
