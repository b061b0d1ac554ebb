// The release commands as a team runs them (`npm run <command> -w mf-marketing`), against this run's
// deploy root: releases.spec.ts and release-guard.spec.ts.
import { expect } from '@playwright/test';
import { bucketOf } from '@hotel/shared/config/releases';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './stack';

// The stack's deploy root: start.mjs serves it from the run's data directory (tools/release/deploy-root.mjs).
export const DEPLOY_ROOT = join(process.env.HV_E2E_DATA_DIR!, 'deploy');
export const CONFIG = join(DEPLOY_ROOT, 'shell', 'config.json');
export const RELEASES = join(DEPLOY_ROOT, 'mf-marketing', 'releases');

/** Runs `npm run <command> -w mf-marketing -- <args>` as a team would, against this stack's deploy root. */
export function npmRun(command: string, ...args: string[]) {
  const r = spawnSync('npm', ['run', '--silent', command, '-w', 'mf-marketing', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, HV_DEPLOY_ROOT: DEPLOY_ROOT },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

export function ok(command: string, ...args: string[]): string {
  const r = npmRun(command, ...args);
  expect(r.status, r.out).toBe(0);
  return r.out;
}

/** Publishes a built folder; returns the release id the command printed (also when already published). */
export function release(from: string): string {
  const out = ok('release', '--from', from);
  const id = (/Published mf-marketing (\S+) /.exec(out) ?? /mf-marketing (\S+) is already published/.exec(out))?.[1];
  expect(id, out).toBeTruthy();
  return id!;
}

/** A visitor id whose marketing bucket is on the chosen side of a 50 % canary. */
export function visitorOn(side: 'stable' | 'canary'): string {
  for (let i = 0; ; i++) {
    const id = `e2e-visitor-${i}`;
    if ((bucketOf(id, 'marketing') < 50) === (side === 'canary')) return id;
  }
}
