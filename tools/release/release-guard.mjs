#!/usr/bin/env node
// npm run release-guard -- --root <deploy root> --metrics <url>[,<url>…] [--window <minutes>] [--interval <seconds>] [--once]
// Beside any static host: watches the deploy root's canaries and withdraws a failing one by itself
// (docs/deploying.md, "The release guard"). --metrics is the API's metrics listener (METRICS_PORT),
// which serves GET /remote-loads; without it, HV_METRICS_URL, else the local stack's (HV_PORT_SHIFT).
// --config <the shell's config.json> (HV_SHELL_CONFIG) as for the release commands. --window and
// --interval shorten the production defaults for a test; --once looks once, prints it and exits.
import { decision, look, watch } from './guard.mjs';
import { deployRoot, shellConfigPath } from './deploy-root.mjs';
import { ports, url } from '../stack/parts.cjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  if (args[i + 1] === undefined) throw new Error(`${name} needs a value`);
  return args.splice(i, 2)[1];
};
const positive = (name, value, unit) => {
  const n = Number(value);
  if (!(n > 0) || !Number.isFinite(n)) throw new Error(`${name} takes a positive number of ${unit} (got ${JSON.stringify(value)})`);
  return n;
};

try {
  const rules = await decision();
  const rootDir = option('--root') ?? deployRoot();
  const configFile = option('--config') ?? shellConfigPath(rootDir);
  const metrics = option('--metrics') ?? process.env.HV_METRICS_URL;
  // A laptop may guess the local stack's listener; a production guard must be told where it is.
  if (!metrics && process.env.NODE_ENV === 'production') {
    throw new Error('with NODE_ENV=production, name the API metrics listener: --metrics <url> or HV_METRICS_URL');
  }
  const sources = (metrics ?? url(ports().apiMetrics)).split(',').filter(Boolean);
  const window = option('--window');
  const interval = option('--interval');
  const policy = {
    ...rules.GUARD_DEFAULTS,
    ...(window !== undefined && { windowMs: positive('--window', window, 'minutes') * 60_000 }),
    ...(interval !== undefined && { intervalMs: positive('--interval', interval, 'seconds') * 1000 }),
  };
  const once = args.includes('--once');
  const unknown = args.filter((a) => a !== '--once');
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')}`);
  const ctx = { rootDir, configFile };
  const log = (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

  if (once) {
    const seen = await look(ctx, { sources, policy, rules, log });
    if (seen.length === 0) console.log('No canary is running.');
    for (const s of seen) {
      console.log(
        `${s.remote}: canary ${s.canary.id} ${s.verdict}: ${s.canary.failed} of ${s.canary.loads} loads failed, stable ${s.stable.failed} of ${s.stable.loads} (p = ${s.p.toExponential(1)}, withdraws under ${s.level.toExponential(1)})`,
      );
    }
  } else {
    log(
      `Release guard: watching ${configFile}; loads from ${sources.join(', ')}; every ${policy.intervalMs / 1000} s over ${policy.windowMs / 60_000} min, ` +
        `withdrawing a canary worse than its stable at p < ${rules.perLookLevel(policy).toExponential(1)} (99 % over the looks) on at least ${policy.minLoads} loads.`,
    );
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
    await watch(ctx, { sources, policy, rules, log, signal: stop.signal });
  }
} catch (e) {
  console.error(`release-guard refused: ${e.message}`);
  process.exit(1);
}
