// Independent deploys (docs/deploying.md): one remote rebuilt with a visible change is swapped in
// while the shell keeps running, and the next page load shows it; manifests are revalidated and
// chunks content-hashed; a remote built against a newer patch of @hotel/shared still loads and
// uses the shell's singleton.
import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildV2, filesContaining, NEWER_SHARED, SHELL_SHARED, V1_TEXT, V2_TEXT } from './support/builds';
import { closeOffersForToday, moveRemote, PORT_SHIFT, REMOTE_NAMES, repoRoot, serveBuilt, stop, urls, waitForUrl } from './support/stack';

// These tests move a remote with a config.json edit; see moveRemote.
test.use({ bypassCSP: true });

test('a remote rebuilt and swapped in while the shell runs shows on the next page load', async ({ page, request }) => {
  test.setTimeout(900_000); // a real webpack build on a loaded 2-core machine (cached between runs)
  const v2 = await buildV2();
  const port = 3109 + PORT_SHIFT;
  const base = mkdtempSync(join(tmpdir(), 'harborview-deploy-'));
  const live = join(base, 'live'); // what the marketing server serves
  cpSync(join(repoRoot, 'mf-marketing', 'dist'), live, { recursive: true });
  const server = serveBuilt('mf-marketing', port, live);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
    await moveRemote(page, 'marketing', port);
    await closeOffersForToday(page);
    const shellBefore = await (await request.get(`${urls.shell}/`)).text();

    // Every file the page loads from the marketing server (moveRemote's route also turns the HTTP
    // cache off, so each page load asks for each file it uses).
    const requested: string[] = [];
    page.on(
      'request',
      (r) => r.url().startsWith(`http://127.0.0.1:${port}/`) && requested.push(new URL(r.url()).pathname.slice(1)),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: V1_TEXT, exact: true })).toBeVisible();
    // v1 also uses the shell's @hotel/shared (same version): its own copy is never downloaded.
    const v1Shared = sharedFiles(live, '@hotel/shared', SHELL_SHARED);
    expect(requested).toContain('remoteEntry.js');
    expect(requested.filter((f) => v1Shared.includes(f))).toEqual([]);
    requested.length = 0;

    // The deploy: the new build replaces the served folder (one rename) while everything runs.
    renameSync(live, join(base, 'old'));
    cpSync(v2, join(base, 'incoming'), { recursive: true });
    renameSync(join(base, 'incoming'), live);

    // The shell's own files are untouched; the next page load shows the new remote.
    const sharedChunks = new Set(sharedFiles(v2, '@hotel/shared', NEWER_SHARED));
    const v2Chunks = filesContaining(v2, V2_TEXT);
    await page.reload();
    await expect(page.getByRole('heading', { name: V2_TEXT, exact: true })).toBeVisible();
    expect(await (await request.get(`${urls.shell}/`)).text()).toBe(shellBefore);

    // What the page loaded from the marketing server after the swap: v2's entry and the chunk with
    // the change (so this listener does see the remote's downloads).
    expect(requested).toContain('remoteEntry.js');
    expect(
      requested.filter((f) => v2Chunks.includes(f)),
      'v2 chunk with the change',
    ).not.toEqual([]);
    // Version skew: v2 asks for @hotel/shared ^NEWER_SHARED; the shell's loaded SHELL_SHARED singleton is used
    // (v2's own copy is never downloaded), and it is the shell's instance: the runtime config the
    // shell put into it reaches v2's special offers, which list rooms from the API.
    expect(sharedChunks.size, "v2's own copy of @hotel/shared").toBeGreaterThan(0);
    expect(requested.filter((f) => sharedChunks.has(f))).toEqual([]);
    // (Shown today already, so it opens from its floating button, not by itself mid-test.)
    await page.getByRole('button', { name: 'Show special offers' }).click();
    await expect(page.getByRole('dialog', { name: 'Special Offers' }).getByRole('listitem').first()).toBeVisible();
  } finally {
    await stop(server);
    rmSync(base, { recursive: true, force: true });
  }
});

/** The files a build would download for its own copy of a shared package (from its manifest). */
function sharedFiles(dist: string, name: string, version: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const entry = manifest.shared.find((s) => s.name === name);
  expect(entry?.version, `${name} in ${dist}/mf-manifest.json`).toBe(version);
  return [...entry!.assets.js.sync, ...entry!.assets.js.async];
}

test('manifests and entries are revalidated, every other chunk is content-hashed and cached for a year', async ({
  request,
}) => {
  for (const remote of REMOTE_NAMES) {
    const manifestRes = await request.get(`${urls[remote]}/mf-manifest.json`);
    expect(manifestRes.headers()['cache-control'], `${remote} manifest`).toBe('no-cache');
    expect((await request.get(`${urls[remote]}/remoteEntry.js`)).headers()['cache-control'], `${remote} entry`).toBe(
      'no-cache',
    );
    const manifest = (await manifestRes.json()) as {
      exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
    };
    const chunks = manifest.exposes.flatMap((e) => [
      ...e.assets.js.sync,
      ...e.assets.js.async,
      ...e.assets.css.sync,
      ...e.assets.css.async,
    ]);
    expect(chunks.length, remote).toBeGreaterThan(0);
    for (const chunk of new Set(chunks)) {
      expect(chunk, `${remote} ${chunk}`).toMatch(/\.[0-9a-f]{8}\.(js|css)$/);
      const res = await request.get(`${urls[remote]}/${chunk}`);
      expect(res.status(), chunk).toBe(200);
      expect(res.headers()['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
    }
  }
});
