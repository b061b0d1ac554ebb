#!/usr/bin/env node
// Where an e2e run's time went: the slowest tests and spec files of a Playwright JSON report
// (`PLAYWRIGHT_JSON_OUTPUT_NAME=<file> npx playwright test` in e2e/). With a second report, each
// test's time before and after, for the tests both ran (compare runs at a similar machine load).
//   node tools/test/e2e-durations.mjs <report.json> [<after.json>] [--top N]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every test result of a report: its file, title (with describe blocks), duration (ms) and status. */
export function e2eResults(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const out = [];
  const walk = (suite, file, titles) => {
    const at = suite.file ?? file;
    const path = suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results)
          out.push({ file: at, title: [...path, spec.title].join(' › '), ms: r.duration, status: r.status });
    for (const child of suite.suites ?? []) walk(child, at, path);
  };
  for (const suite of report.suites) walk(suite, suite.file, []);
  return { out, stats: report.stats };
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

function summary(path, top) {
  const { out, stats } = e2eResults(path);
  const ran = out.filter((r) => r.status !== 'skipped');
  const total = ran.reduce((a, r) => a + r.ms, 0);
  console.log(
    `\n${path}: ${ran.length} tests ran in ${s(stats.duration)} wall (${s(total)} in tests, ${s(total / Math.max(1, ran.length))} each)`,
  );
  console.log(
    `  passed ${stats.expected}, failed ${stats.unexpected}, flaky ${stats.flaky}, skipped or not run ${stats.skipped}`,
  );
  console.log(`  slowest ${top} tests:`);
  for (const r of [...ran].sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(`    ${s(r.ms).padStart(8)}  ${r.status === 'passed' ? '' : `[${r.status}] `}${r.file} › ${r.title}`);
  const byFile = new Map();
  for (const r of ran) byFile.set(r.file, [(byFile.get(r.file)?.[0] ?? 0) + r.ms, (byFile.get(r.file)?.[1] ?? 0) + 1]);
  console.log(`  spec files by time:`);
  for (const [file, [ms, n]] of [...byFile].sort((a, b) => b[1][0] - a[1][0]))
    console.log(`    ${s(ms).padStart(8)}  ${file} (${n} tests, ${s(ms / n)} each)`);
  return ran;
}

/** The slowest `top` tests of a report, as `npm test` ends with them. */
export function printSlowest(path, top) {
  const { out } = e2eResults(path);
  console.log(`\nThe e2e suite's slowest ${top} tests:`);
  for (const r of out
    .filter((r) => r.status !== 'skipped')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top))
    console.log(`  ${s(r.ms).padStart(8)}  ${r.file} › ${r.title}`);
}

function main() {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 10;
  const files = args.filter((a, i) => !a.startsWith('--') && i !== topAt + 1);
  if (files.length < 1 || files.length > 2 || !Number.isFinite(top)) {
    console.error('Usage: node tools/test/e2e-durations.mjs <report.json> [<after.json>] [--top N]');
    process.exit(2);
  }
  const before = summary(files[0], top);
  if (files[1]) {
    const after = new Map(summary(files[1], top).map((r) => [`${r.file} › ${r.title}`, r]));
    const both = before.filter((r) => after.has(`${r.file} › ${r.title}`));
    const sum = (rows) => rows.reduce((a, r) => a + r.ms, 0);
    const afterRows = both.map((r) => after.get(`${r.file} › ${r.title}`));
    console.log(`\nThe ${both.length} tests both reports ran: ${s(sum(both))} before, ${s(sum(afterRows))} after`);
    for (const r of both) {
      const a = after.get(`${r.file} › ${r.title}`);
      console.log(
        `  ${s(r.ms).padStart(8)} → ${s(a.ms).padStart(8)}  ${r.file} › ${r.title}${a.status === 'passed' ? '' : ` [${a.status}]`}`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
