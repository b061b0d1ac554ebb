#!/usr/bin/env node
// The release commands of a remote (docs/deploying.md), run in its package folder by npm:
//   npm run release  -w mf-<name> [-- --from <built folder>]   build, check the contract, publish
//   npm run promote  -w mf-<name> -- [<release>] [--canary <percent>]
//   npm run rollback -w mf-<name>
//   npm run releases -w mf-<name> [-- --metrics <url>] [--window <minutes>]
// Options: --root <deploy root> (HV_DEPLOY_ROOT), --config <the shell's config.json> (HV_SHELL_CONFIG);
// `releases` reads the live releases' loads from the API's metrics listener (HV_METRICS_URL, else the local stack's).
import { basename, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promote, releaseHistory, rollback, publish, liveState } from './releases.mjs';
import { deployRoot, shellConfigPath } from './deploy-root.mjs';
import { loadsReport } from './loads-report.mjs';

const [command, ...args] = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
};

const started = performance.now();
try {
  const pkg = option('--package') ?? basename(process.cwd());
  const rootDir = option('--root') ?? deployRoot();
  const configFile = option('--config') ?? shellConfigPath(rootDir);
  const shown = (p) => (relative(process.cwd(), p).startsWith('..') ? p : relative(process.cwd(), p) || '.');
  const ctx = { pkg, rootDir, configFile };
  const took = () => `${Math.round(performance.now() - started)} ms`;

  if (command === 'release') {
    const r = await publish(ctx, { from: option('--from'), log: (l) => console.log(l) });
    if (r.already) console.log(`${pkg} ${r.entry.id} is already published (the same build): nothing written.`);
    else {
      console.log(`Published ${pkg} ${r.entry.id} to ${shown(r.dir)} (${(r.entry.size / 1e6).toFixed(1)} MB, ${r.entry.files} files, in ${took()}).`);
      console.log(`Exposes ${r.entry.exposes.join(', ')}.`);
      if (r.entry.pages) console.log(`Pages: ${r.entry.pages.map((p) => `${p.path} (${p.title})`).join(', ') || 'none'}.`);
    }
    console.log(`Make it live: npm run promote -w ${pkg} -- ${r.entry.id}   (or -- ${r.entry.id} --canary 10)`);
  } else if (command === 'promote') {
    const percent = option('--canary');
    const s = await promote(ctx, args[0], percent === undefined ? undefined : Number(percent));
    console.log(describe(pkg, s) + ` (${shown(configFile)} written in ${took()}; the next page load uses it).`);
  } else if (command === 'rollback') {
    const s = await rollback(ctx);
    console.log(describe(pkg, s) + ` (${shown(configFile)} written in ${took()}; the next page load uses it).`);
  } else if (command === 'releases') {
    const history = releaseHistory(ctx);
    const live = liveState(ctx);
    console.log(`${pkg}: ${history.length} release${history.length === 1 ? '' : 's'} in ${shown(rootDir)}; live per ${shown(configFile)}`);
    for (const e of history) {
      const mark =
        live.stable === e.id ? '  ← live' : live.canary?.id === e.id ? `  ← canary ${live.canary.percent} %` : '';
      console.log(
        `  ${e.id.padEnd(24)} ${e.time.slice(0, 16).replace('T', ' ')}  ${(e.commit ?? 'no git').slice(0, 8)}${e.dirty ? '+' : ' '}  ${(e.size / 1e6).toFixed(1).padStart(5)} MB  ${e.exposes.length} modules${e.pages ? `, ${e.pages.length} pages` : ''}${mark}`,
      );
    }
    if (!live.stable) console.log(`  (live: ${live.url ?? 'nothing'}, not a release)`);
    for (const line of await loadsReport(ctx, { metrics: option('--metrics'), window: option('--window') })) console.log(line);
  } else {
    throw new Error(`unknown command ${JSON.stringify(command)}: release, promote, rollback or releases`);
  }
} catch (e) {
  console.error(`${command ?? 'release'} refused: ${e.message}`);
  process.exit(1);
}

function describe(pkg, s) {
  return s.canary
    ? `${pkg}: ${s.stable} for ${100 - s.canary.percent} % of visitors, canary ${s.canary.id} for ${s.canary.percent} %`
    : `${pkg}: ${s.stable ?? s.url} is live for every visitor`;
}
