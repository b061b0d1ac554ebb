#!/usr/bin/env node
// What the language costs before content (docs/architecture.md §15, budget ≤ 3 KB gzip on every
// guest route): per bench route, in English and in Spanish, the gzip bytes of the scripts before
// content (first-load.mjs) less the same scripts as they would be without languages. That
// counterfactual is made from each file's source map: the language's code cut out (the runtime and
// its locales, main.js's language choice, the top bar's held places for the language switch), each
// file's registered words kept as plain text (a page without languages still has its words) and its
// message ids dropped. In Spanish, the Spanish copy's bytes over the English file's are added (its
// words are longer or shorter). The route totals against an older commit cannot say this: every
// other change since (the partners' frame, the scheduler…) is in them too.
//
// Usage (stack up, built with source maps):  node tools/bench/language-bytes.mjs [--base <shell URL>] [--api <API URL>] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ports } from '../stack/parts.cjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
const { FRONT_ENDS } = require('../stack/parts.cjs');
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const asJson = args.includes('--json');
export const BUDGET_KB = 3;

/** The language's own code, by source file: the runtime and its locales, main.js's choice, the held places, any catalog. */
const LANGUAGE_SOURCES = [/shared\/src\/i18n\//, /src\/startup\/language\.ts$/, /ChoicesSlot\.tsx$/, /useAlternates\.tsx?$/, /\/src\/messages\/[a-z]{2}\.json$/];
const ids = new Set(FRONT_ENDS.map((f) => f.pkg).concat('shared').flatMap((pkg) => Object.keys(JSON.parse(readFileSync(path.join(ROOT, pkg, 'src', 'messages', 'en.json'), 'utf8')))));
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const leaves = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : []);

/** `code` without languages: the language's sources cut, the registered words as plain text, no ids. */
function withoutLanguage(code, map) {
  const lines = code.split('\n');
  const lineStart = [];
  lines.reduce((offset, line) => (lineStart.push(offset), offset + line.length + 1), 0);
  const sourceLines = new Map();
  const sourceLine = (source, line) => {
    if (!sourceLines.has(source)) sourceLines.set(source, (map.sourcesContent?.[map.sources.indexOf(source)] ?? '').split('\n'));
    return sourceLines.get(source)[line - 1] ?? '';
  };
  const cut = [];
  const words = [];
  const registered = new Set();
  let last = null;
  new SourceMapConsumer(map).eachMapping((m) => {
    if (last?.source) {
      const start = lineStart[last.generatedLine - 1];
      const end = m.generatedLine === last.generatedLine ? m.generatedColumn : lines[last.generatedLine - 1].length;
      const range = [start + last.generatedColumn, start + end];
      const text = last.originalLine ? sourceLine(last.source, last.originalLine) : '';
      if (LANGUAGE_SOURCES.some((r) => r.test(last.source))) cut.push(range);
      else if (text.startsWith('__hvRegisterSource(') || text.startsWith('import { registerSource as __hvRegisterSource }')) {
        // The loader's lines (tools/webpack/loaders/source-messages-loader.cjs): their words stay, as text.
        cut.push(range);
        const key = `${last.source}:${last.originalLine}`;
        if (text.startsWith('__hvRegisterSource(') && !registered.has(key)) {
          registered.add(key);
          words.push(...leaves(JSON.parse(text.replace(/^__hvRegisterSource\(\/\*hv-words:[^*]*\*\//, '').replace(/\/\*hv-end\*\/\);$/, ''))));
        }
      }
    }
    last = m;
  });
  let out = '';
  let at = 0;
  for (const [a, b] of cut.sort((x, y) => x[0] - y[0])) {
    if (a >= at) out += code.slice(at, a);
    at = Math.max(at, b);
  }
  out += code.slice(at);
  return out.replace(/(["'])([a-z][\w.-]*)\1/g, (all, _, id) => (ids.has(id) ? '""' : all)) + `\n${JSON.stringify(words.filter((w) => w.trim() && w !== '#').join(' '))}`;
}

/** A script's URL → its file in its package's build (the English file; the language's copy beside it). */
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : `http://127.0.0.1:${ports().shell}`;
const shellPort = Number(new URL(base).port);
const byPort = new Map(FRONT_ENDS.map((f) => [String(shellPort + f.port - FRONT_ENDS[0].port), f.pkg]));
function filesOf(url) {
  const u = new URL(url, 'http://127.0.0.1');
  const pkg = byPort.get(u.port);
  if (!pkg) return null;
  const copy = path.join(ROOT, pkg, 'dist', u.pathname);
  return { english: path.join(ROOT, pkg, 'dist', u.pathname.replace(/^\/[a-z]{2}\//, '/')), copy };
}

function languageBytes(lang) {
  const site = ['--json', '--lang', lang, ...args.filter((a) => a !== '--json')];
  const r = spawnSync(process.execPath, [path.join(ROOT, 'tools', 'bench', 'first-load.mjs'), ...site], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
  const routes = JSON.parse(r.stdout.slice(r.stdout.search(/^\[/m)));
  return routes.map((route) => {
    let language = 0;
    let unmapped = 0;
    for (const s of route.scripts.filter((x) => x.beforeContent)) {
      const files = filesOf(`http://127.0.0.1${s.url}`);
      if (!files || !existsSync(`${files.english}.map`)) {
        unmapped++;
        continue;
      }
      const code = readFileSync(files.english, 'utf8');
      language += gzip(code) - gzip(withoutLanguage(code, JSON.parse(readFileSync(`${files.english}.map`, 'utf8'))));
      if (files.copy !== files.english) language += gzip(readFileSync(files.copy)) - gzip(code);
    }
    return { route: route.route, lang, beforeContentKB: route.beforeContent.gzipKB, languageKB: +(language / 1024).toFixed(2), unmappedScripts: unmapped, budgetKB: BUDGET_KB };
  });
}

const results = ['en', 'es'].flatMap(languageBytes);
if (asJson) console.log(JSON.stringify(results, null, 2));
else for (const r of results) console.log(`${r.lang} ${r.route}: the language ${r.languageKB} KB of ${r.beforeContentKB} KB before content (budget ${r.budgetKB} KB; ${r.unmappedScripts} scripts without a source map)`);
