// Security headers of the front ends: a Content-Security-Policy generated from the runtime config
// (tools/stack/security-headers.mjs), X-Content-Type-Options and Referrer-Policy, and no CSP
// violation anywhere a guest goes.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordViolations } from './support/csp';
import { concretePath, openRoute, SITE_ROUTES, STAFF_ROUTES } from './support/routes';
import { closeOffersForToday, REMOTE_NAMES, repoRoot, urls } from './support/stack';
import { createStaff, logIn } from './support/guest';

test('the shell and every remote send a CSP naming exactly the configured origins', async ({ request }) => {
  const config = (await (await request.get(`${urls.shell}/config.json`)).json()) as {
    apiBase: string;
    remotes: Record<string, string>;
    firebase: { emulatorUrl?: string; authDomain: string };
  };
  const res = await request.get(`${urls.shell}/rooms`);
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy']!;
  const directive = (name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

  const remoteOrigins = Object.values(config.remotes).map((u) => new URL(u).origin);
  expect(directive('default-src')).toEqual(["'self'"]);
  // One inline script, by its hash: the first view's session check (tools/first-view/pages.mjs).
  const inline = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(directive('script-src')).toEqual(["'self'", inline, ...remoteOrigins, 'https://apis.google.com']);
  expect(directive('connect-src')).toEqual(
    expect.arrayContaining(["'self'", ...remoteOrigins, new URL(config.apiBase).origin, config.firebase.emulatorUrl!]),
  );
  expect(directive('img-src')).toEqual(expect.arrayContaining([new URL(config.apiBase).origin, 'https://*.tile.openstreetmap.org']));
  expect(directive('frame-src')).toEqual(expect.arrayContaining([config.firebase.emulatorUrl!, `https://${config.firebase.authDomain}`]));
  expect(directive('object-src')).toEqual(["'none'"]);
  // Nothing else may run scripts: no other inline code, no eval, no other host.
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directive('script-src')).not.toContain("'unsafe-inline'");

  for (const remote of REMOTE_NAMES) {
    const page = await request.get(`${urls[remote]}/`);
    const h = page.headers();
    expect(h['content-security-policy'], remote).toContain(`connect-src 'self'`);
    expect(h['content-security-policy'], remote).toContain(new URL(config.apiBase).origin);
    expect(h['x-content-type-options'], remote).toBe('nosniff');
    expect(h['referrer-policy'], remote).toBe('strict-origin-when-cross-origin');
    // Manifests are revalidated on every load; content-hashed chunks are cached for a year.
    expect((await request.get(`${urls[remote]}/mf-manifest.json`)).headers()['cache-control'], remote).toBe('no-cache');
  }
});

test('no CSP violation on any page of the page tables, signed out', async ({ page }) => {
  const violations = await recordViolations(page);
  for (const route of SITE_ROUTES) {
    const path = await concretePath(route);
    await openRoute(page, path); // the footer: the deferred parts have loaded too
    expect(await violations(), path).toEqual([]);
  }
});

test('no CSP violation on any front-desk page, as staff', async ({ page }) => {
  await closeOffersForToday(page);
  await logIn(page, await createStaff('csp-staff', 'Sam Staff'));
  const violations = await recordViolations(page);
  for (const route of STAFF_ROUTES) {
    const path = await concretePath(route);
    await openRoute(page, path);
    expect(await violations(), path).toEqual([]);
  }
});

test('moving a remote is a config.json edit: the regenerated CSP names the new origin, not the old', async ({ request }) => {
  const config = (await (await request.get(`${urls.shell}/config.json`)).json()) as { remotes: Record<string, string> };
  const dir = mkdtempSync(join(tmpdir(), 'harborview-csp-'));
  try {
    const old = new URL(config.remotes.catalog!).origin;
    config.remotes.catalog = 'https://catalog.harborview.example/v7/mf-manifest.json';
    writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
    const made = spawnSync(process.execPath, [join(repoRoot, 'tools', 'stack', 'security-headers.mjs'), 'shell', dir], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const serveConfig = JSON.parse(readFileSync(made.stdout.trim(), 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const csp = serveConfig.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/catalog\.harborview\.example /);
    expect(csp).not.toContain(old);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
