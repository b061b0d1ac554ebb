import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT_SHIFT, urls } from './tests/support/stack';

// A fresh database per run: the API's PGlite lives in a new temp dir (workers inherit the env). The
// runner that made it removes it when it exits, after the stack has stopped (a 39 MB database per run).
if (!process.env.HV_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'harborview-e2e-'));
  process.env.HV_E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * The specs that change what every visitor of the stack sees (the live releases: releases.spec,
 * release-guard.spec;
 * rooms, prices and reviews at the front desk: front-desk, rates; a room out of order: housekeeping; photos; every guest's
 * estimates: exchange-rates), time the stack itself (a second
 * `npm start`: start.spec) or read its database from a copy of its files (marketing-contact). They
 * run one at a time, after the others (`dependencies`).
 */
const ALONE = ['releases', 'release-guard', 'front-desk', 'rates', 'housekeeping', 'photos', 'exchange-rates', 'start', 'marketing-contact'].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers share one stack: every test makes its own accounts (none are cleared during a run),
  // takes rooms of its worker's half (`freshRoom`), and books dates no other spec uses.
  workers: 2,
  projects: [
    { name: 'site', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['site'] },
  ],
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL: urls.shell,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node ../tools/stack/start.mjs',
    // Every visitor of the run is 127.0.0.1, where guests each have their own address: the beacon's
    // per-client limit (120 a minute) would drop release-guard.spec's visitors' reports.
    env: { HV_PORT_SHIFT: String(PORT_SHIFT), HV_DATA_DIR: process.env.HV_E2E_DATA_DIR, RATE_LIMIT_BEACON: '2000' },
    url: `${urls.shell}/config.json`,
    timeout: 300_000, // beyond the stack's own 240 s wait for each part (tools/stack/runner.cjs), so its error is the one shown
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
