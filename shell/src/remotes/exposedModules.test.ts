/** @jest-environment node */
// The shell's contract against what each remote really publishes (docs/architecture.md §3): the ids
// of EXPOSED_MODULE_IDS, remote by remote, are exactly the `exposes` of its webpack config, and its
// page table (src/pages.ts, which its build puts in its manifest) names only modules that exist. A
// remote that drops or renames a module the site mounts fails here, not in a guest's browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXPOSED_MODULE_IDS, mergePageTables, REMOTE_NAMES, ROUTES } from '@hotel/shared';
import { REMOTES } from '../../../tools/stack/parts.cjs';
import { remoteBuilds, ROOT, type RemoteBuild } from '../testing/remoteBuilds';

let builds: Record<string, RemoteBuild>;
beforeAll(() => {
  builds = remoteBuilds();
});

it("the contract's remotes are the parts table's (tools/stack/parts.cjs: ports, builds, lint, tests)", () => {
  expect([...REMOTE_NAMES].sort()).toEqual(REMOTES.map((r) => r.name).sort());
});

it('every remote exposes exactly the modules of the contract and the pages of its table', () => {
  for (const remote of REMOTE_NAMES) {
    const ids = [...EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`)), ...builds[remote]!.pages.map((p) => p.module)];
    const expected = [...new Set(ids.map((id) => `./${id.split('/')[1]}`))].sort();
    expect({ remote, exposes: Object.keys(builds[remote]!.exposes).sort() }).toEqual({ remote, exposes: expected });
  }
});

it("every exposed module's file exists", () => {
  const missing = Object.entries(builds).flatMap(([remote, { exposes }]) =>
    Object.values(exposes).filter((file) => !existsSync(join(ROOT, `mf-${remote}`, file))).map((file) => `mf-${remote}: ${file}`),
  );
  expect(missing).toEqual([]);
});

it("every page table is well formed and names its remote's exposed modules, and the modules it hosts", () => {
  const exposed = new Set(Object.entries(builds).flatMap(([remote, b]) => Object.keys(b.exposes).map((e) => `${remote}/${e.slice(2)}`)));
  for (const [remote, { pages, errors }] of Object.entries(builds)) {
    expect({ remote, errors }).toEqual({ remote, errors: [] });
    const named = pages.flatMap((p) => [p.module, ...Object.values(p.slots ?? {}).map((s) => s.module)]);
    expect({ remote, missing: named.filter((id) => !exposed.has(id)) }).toEqual({ remote, missing: [] });
  }
});

it('each path is one page site-wide, and every path of the link contract (ROUTES) is a page', () => {
  const { pages, errors } = mergePageTables(Object.fromEntries(Object.entries(builds).map(([r, b]) => [r, b.pages])));
  expect(errors).toEqual([]);
  const paths = pages.map((p) => p.path);
  expect(Object.values(ROUTES).filter((path) => !paths.includes(path))).toEqual([]);
});
