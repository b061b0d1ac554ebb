/** @jest-environment node */
// The shell's contract against what each remote really publishes (docs/architecture.md §3): each
// remote's `exposes` are exactly its pages (src/pages.ts, which its build also puts in its
// manifest), each from its feature folder, plus its ids of EXPOSED_MODULE_IDS; its page table names
// only modules that exist. A remote that drops or renames a module the site mounts fails here, not
// in a guest's browser.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPOSED_MODULE_IDS, mergePageTables, pageFeature, REMOTE_NAMES, ROUTES } from '@hotel/shared';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
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
    const modules = [...new Set([...EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`)), ...builds[remote]!.pages.map((p) => p.module)])].map(
      (id) => id.split('/')[1]!,
    );
    const expected = modules.map((name) => `./${name}`).sort();
    expect({ remote, exposes: Object.keys(builds[remote]!.exposes).sort() }).toEqual({ remote, exposes: expected });
  }
});

it("every page is exposed from its feature folder's index.ts; only the contract's modules are written by hand", () => {
  for (const remote of REMOTE_NAMES) {
    const { exposes, pages } = builds[remote]!;
    const fromTable = Object.fromEntries(pages.map((p) => [`./${p.module.split('/')[1]}`, `./src/features/${pageFeature(p.module)}/index.ts`]));
    const byHand = Object.keys(exposes)
      .filter((name) => !(name in fromTable))
      .map((name) => `${remote}/${name.slice(2)}`);
    expect({ remote, pages: Object.fromEntries(Object.entries(exposes).filter(([name]) => name in fromTable)), byHand }).toEqual({
      remote,
      pages: fromTable,
      byHand: EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`)),
    });
  }
});

describe('a page of the table without its module fails the build, saying what to add', () => {
  let dir: string;
  const FAQ = { path: '/faq', module: 'marketing/FaqPage', title: 'FAQ', skeleton: 'page', access: 'public', firstView: true };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hv-page-table-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'pages.ts'), `export const pages = [${JSON.stringify(FAQ)}];\n`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** tools/webpack/page-table.mjs's exposesOf, as the remote's webpack config calls it. */
  const exposesOf = (byHand: Record<string, string> = {}) => {
    const script = `const { exposesOf } = await import(${JSON.stringify(join(ROOT, 'tools/webpack/page-table.mjs'))});
      console.log(JSON.stringify(exposesOf(${JSON.stringify(dir)}, 'marketing', ${JSON.stringify(byHand)})));`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as {
      exposes: Record<string, string>;
      problems: string[];
    };
  };

  it('no feature folder: a problem naming the file', () => {
    expect(exposesOf({ './SpecialOffers': './src/features/special-offers/index.ts' })).toEqual({
      exposes: { './SpecialOffers': './src/features/special-offers/index.ts' },
      problems: [
        '/faq: marketing/FaqPage has no src/features/faq/index.ts (a page\'s module is its feature folder\'s index.ts; README, "Adding a page")',
      ],
    });
  });

  it('with src/features/faq/index.ts: exposed as ./FaqPage; written by hand too: a problem', () => {
    mkdirSync(join(dir, 'src', 'features', 'faq'), { recursive: true });
    writeFileSync(join(dir, 'src', 'features', 'faq', 'index.ts'), 'export default () => null;\n');
    expect(exposesOf()).toEqual({ exposes: { './FaqPage': './src/features/faq/index.ts' }, problems: [] });
    expect(exposesOf({ './FaqPage': './src/features/faq/index.ts' }).problems).toEqual([
      '/faq: marketing/FaqPage is a page of this table; take it out of the exposes written by hand',
    ]);
  });
});

it("every exposed module's file exists", () => {
  const missing = Object.entries(builds).flatMap(([remote, { exposes }]) =>
    Object.values(exposes)
      .map((file) => file.split('?')[0]!)
      .filter((file) => !existsSync(join(ROOT, `mf-${remote}`, file)))
      .map((file) => `mf-${remote}: ${file}`),
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

it('each path is one page site-wide, and every path of the link contracts (ROUTES, FRONT_DESK_ROUTES) is a page', () => {
  const { pages, errors } = mergePageTables(Object.fromEntries(Object.entries(builds).map(([r, b]) => [r, b.pages])));
  expect(errors).toEqual([]);
  const paths = pages.map((p) => p.path);
  expect([...Object.values(ROUTES), ...Object.values(FRONT_DESK_ROUTES)].filter((path) => !paths.includes(path))).toEqual([]);
});
