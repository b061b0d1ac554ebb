/** @jest-environment node */
// The shell's contract against what each remote really exposes (docs/architecture.md §3): the ids
// of EXPOSED_MODULE_IDS, remote by remote, are exactly the `exposes` of its webpack config. A
// remote that drops or renames a module the shell mounts fails here, not in a guest's browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXPOSED_MODULE_IDS, REMOTE_NAMES } from '@hotel/shared';
import { REMOTES } from '../../../tools/stack/parts.cjs';

const ROOT = join(__dirname, '..', '..', '..');

/** Each remote's `exposes` (name → file), read from the webpack config its build uses (plain ESM, so a child node). */
function webpackExposes(): Record<string, Record<string, string>> {
  const script = `
    const out = {};
    for (const name of ${JSON.stringify(REMOTE_NAMES)}) {
      const { default: make } = await import(${JSON.stringify(ROOT)} + '/mf-' + name + '/webpack.config.mjs');
      const config = make(undefined, { mode: 'production' });
      const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
      out[name] = federation._options.exposes ?? {};
    }
    console.log(JSON.stringify(out));`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop()!) as Record<string, Record<string, string>>;
}

it("the contract's remotes are the parts table's (tools/stack/parts.cjs: ports, builds, lint, tests)", () => {
  expect([...REMOTE_NAMES].sort()).toEqual(REMOTES.map((r) => r.name).sort());
});

it('every remote exposes exactly the modules of the contract', () => {
  const exposes = webpackExposes();
  for (const remote of REMOTE_NAMES) {
    const contract = EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`)).map((id) => `./${id.split('/')[1]}`);
    expect({ remote, exposes: Object.keys(exposes[remote] ?? {}).sort() }).toEqual({ remote, exposes: contract.sort() });
  }
});

it("every exposed module's file exists", () => {
  const missing = Object.entries(webpackExposes()).flatMap(([remote, exposes]) =>
    Object.values(exposes).filter((file) => !existsSync(join(ROOT, `mf-${remote}`, file))).map((file) => `mf-${remote}: ${file}`),
  );
  expect(missing).toEqual([]);
});
