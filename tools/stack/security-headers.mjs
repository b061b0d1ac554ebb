// Security headers of the front ends, generated from the runtime config a front end serves
// (its config.json), so moving a remote, the API or the auth project stays an edit of that file:
// restart the front end's server and its Content-Security-Policy follows (docs/deploying.md).
//
// `serve` only knows static headers, so each served folder gets a generated serve config: the
// repository's serve.json (CORS, caching) plus CSP, X-Content-Type-Options and Referrer-Policy.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, FIRST_VIEW_DIR, LOCALES, PICTURE_SCRIPT_HASH, firstViewRewrites, localePath } from '../first-view/pages.mjs';
import { ports, runtimeConfig } from './parts.cjs';
import { entryUrls } from '../release/config.mjs';
import { languageFile } from '../webpack/messages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** "http://127.0.0.1:3001/mf-manifest.json" → "http://127.0.0.1:3001"; null for what is not a URL. */
function originOf(value) {
  if (typeof value !== 'string' || !value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * A tile template's host as a CSP source: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" →
 * "https://*.tile.openstreetmap.org" (CSP allows a wildcard only as the leftmost label).
 */
export function tileSource(template) {
  if (typeof template !== 'string' || !template) return null;
  const m = /^(https?):\/\/([^/]+)/.exec(template);
  if (!m) return null;
  const [, scheme, host] = m;
  if (!host.includes('{')) return `${scheme}://${host}`;
  const labels = host.split('.');
  const firstPlain = labels.findLastIndex((l) => l.includes('{')) + 1;
  const rest = labels.slice(firstPlain).join('.');
  return rest.includes('.') ? `${scheme}://*.${rest}` : null;
}

const GOOGLE_SIGN_IN = {
  // gapi (api.js) drives Firebase's Google popup; accounts.google.com is the sign-in page.
  script: ['https://apis.google.com'],
  connect: ['https://*.googleapis.com', 'https://apis.google.com'],
  frame: ['https://accounts.google.com', 'https://apis.google.com', 'https://*.firebaseapp.com'],
};

/**
 * The partner booking frame (docs/architecture.md §7): embed.js's overlay frames `/partner/book` on
 * partners' pages, so that one address may be framed by any page (`frame-ancestors *`) while every
 * other page of the site stays `'self'`. Which pages are partners' is in the API's database, not here:
 * the frame itself shows nothing of the booking until GET /partners/by-origin has named its parent's
 * origin a partner's. The shell's build writes index.html again as this file, so a static server can
 * give that one address its own headers.
 */
export const PARTNER_FRAME_PATH = '/partner/book';
export const PARTNER_FRAME_FILE = 'partner-frame.html';
/**
 * That address in every language (`/partner/book`, `/es/partner/book`): the embed opens the frame in
 * its own, and each language's page is its own file (`es/partner-frame.html`: its startup preloads
 * are that language's copy of the code, docs/architecture.md §15).
 */
export const PARTNER_FRAMES = LOCALES.map((l) => ({ path: localePath(PARTNER_FRAME_PATH, l), file: languageFile(PARTNER_FRAME_FILE, l) }));

/**
 * Where a developer's override may load a remote from when config.json allows overrides: this
 * machine only (LOOPBACK_HOSTS of shared/src/config/releases.ts), any port.
 */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*', 'https://127.0.0.1:*', 'https://localhost:*'];

/**
 * The Content-Security-Policy for a document whose runtime config is `config`: its own origin,
 * the configured remotes (both releases of a canary), the API, the auth endpoints (the emulator or
 * Firebase + Google sign-in), the map tiles and the API's images; the loopback origins when the
 * config allows local overrides. Nothing else.
 */
export function cspFor(config, { inlineScripts = [], frameAncestors = ["'self'"] } = {}) {
  const uniq = (xs) => [...new Set(xs.filter(Boolean))];
  const remotes = [
    ...Object.values(config.remotes ?? {}).flatMap(entryUrls).map(originOf),
    ...(config.overrides === true ? LOOPBACK_SOURCES : []),
  ];
  const api = originOf(config.apiBase);
  const firebase = config.firebase ?? {};
  const emulator = originOf(firebase.emulatorUrl);
  const authDomain = firebase.authDomain ? `https://${firebase.authDomain}` : null;
  const tiles = tileSource(config.mapTileUrl);

  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...remotes, ...GOOGLE_SIGN_IN.script],
    // React style props, react-toastify's and Leaflet's injected styles; remotes' CSS chunks.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, api, tiles],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, api, emulator, ...GOOGLE_SIGN_IN.connect],
    'frame-src': ["'self'", emulator, authDomain, ...GOOGLE_SIGN_IN.frame],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${uniq(sources).join(' ')}`)
    .join('; ');
}

export function securityHeaders(config, options) {
  return [
    { key: 'Content-Security-Policy', value: cspFor(config, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
}

/**
 * Writes the serve config for one served folder: the package's serve.json (or the repository's)
 * with the security headers of the config.json in `dir` (or `config` when given) added to every
 * response. Returns its path.
 */
export function writeServeConfig(pkg, dir, config) {
  const own = join(root, pkg, 'serve.json');
  const base = JSON.parse(readFileSync(existsSync(own) ? own : join(root, 'serve.json'), 'utf8'));
  const runtime = config ?? configFor(pkg, dir);
  if (runtime) {
    // The shell's first-view pages run one inline script (tools/first-view/pages.mjs), by its hash.
    const headers = securityHeaders(runtime, pkg === 'shell' ? { inlineScripts: [PICTURE_SCRIPT_HASH] } : undefined);
    const names = new Set(headers.map((h) => h.key.toLowerCase()));
    base.headers = [
      { source: '**', headers },
      ...base.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.filter((h) => !names.has(h.key.toLowerCase())),
      })),
    ];
  }
  if (pkg === 'shell') {
    // A language's paths answer with its own page (`es/index.html`: its startup preloads are that
    // language's copy of the code, docs/architecture.md §15); `+`, not `*`, which serve-handler rewrites.
    const languages = LOCALES.filter((l) => l !== DEFAULT_LOCALE && existsSync(join(dir, languageFile('index.html', l))));
    base.rewrites = [
      ...languages.flatMap((l) => [`/${l}`, `/${l}/:path([^.]+)`].map((source) => ({ source, destination: `/${languageFile('index.html', l)}` }))),
      ...base.rewrites,
    ];
    // The prerendered first views (tools/first-view/prerender.mjs), each for its exact path, revalidated.
    const pages = firstViewRewrites(dir);
    if (pages.length > 0) {
      base.rewrites = [...pages, ...base.rewrites];
      base.headers.push({ source: `${FIRST_VIEW_DIR}/**`, headers: [{ key: 'Cache-Control', value: 'no-cache' }] });
    }
  }
  if (pkg === 'shell' && runtime && existsSync(join(dir, PARTNER_FRAME_FILE))) {
    // The partner frame's one address, before the first views' rewrites (their frame picture would
    // take it): any page may frame it (see PARTNER_FRAME_PATH).
    const frames = PARTNER_FRAMES.filter((f) => existsSync(join(dir, f.file)));
    base.rewrites = [...frames.map((f) => ({ source: f.path, destination: `/${f.file}` })), ...base.rewrites];
    const csp = cspFor(runtime, { inlineScripts: [PICTURE_SCRIPT_HASH], frameAncestors: ['*'] });
    for (const f of frames) {
      base.headers.push({
        source: f.file,
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      });
    }
  }
  const out = join(process.env.TMPDIR || tmpdir(), 'harborview-serve');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${pkg}-${createHash('sha1').update(dir).digest('hex').slice(0, 12)}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2) + '\n');
  return file;
}

/**
 * The config the folder's document runs with: its config.json. A remote's built config.json names
 * the default ports, so on shifted ports (e2e, HV_PORT_SHIFT) its standalone harness is handed the
 * stack's config instead, and its CSP follows that.
 */
function configFor(pkg, dir) {
  if (pkg !== 'shell' && Number(process.env.HV_PORT_SHIFT ?? 0)) return runtimeConfig(ports());
  const file = join(dir, 'config.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// CLI (used by the e2e support to serve a built copy): prints the serve config's path.
//   node tools/stack/security-headers.mjs <pkg> <dir> [config.json]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [pkg, dir, configFile] = process.argv.slice(2);
  const config = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : undefined;
  process.stdout.write(writeServeConfig(pkg, dir, config));
}
