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

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1, // one Auth emulator and one database for the whole run; tests reset what they touch
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
    env: { HV_PORT_SHIFT: String(PORT_SHIFT), HV_DATA_DIR: process.env.HV_E2E_DATA_DIR },
    url: `${urls.shell}/config.json`,
    timeout: 300_000, // beyond the stack's own 240 s wait for each part (tools/stack/runner.cjs), so its error is the one shown
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
