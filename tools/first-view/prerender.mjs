#!/usr/bin/env node
// Makes the prerendered first views (docs/architecture.md §14; tools/first-view/pages.mjs):
// each public route is opened as a new signed-out guest in Debian's Chromium against the running
// remotes and API, and what the live app shows once the route's content is in is saved, with the
// CSS it uses, as <shell dir>/first-view/<path>.html. The shell's own files are answered from <shell
// dir> by the browser itself, so the shell's server need not run yet (start.mjs makes the pages
// before it serves the shell). Pages are remade on every `npm start`; a path with no page gets
// index.html as before, so a room added later simply has no first view until the next start.
//   npm run first-view -w shell -- --dir <served shell folder> [--base <shell URL>] [--api <API URL>]
//   (node tools/first-view/prerender.mjs the same; the URLs default to the local stack of HV_PORT_SHIFT)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIRST_VIEW_DIR,
  FIRST_VIEW_ID,
  FIRST_VIEW_STYLE_ID,
  PICTURE_SCRIPT,
  LANGUAGE_CHOICE_KEY,
  LOCALES,
  contract,
  fileForPath,
  frameFile,
  localeOfPath,
  localePath,
} from './pages.mjs';
import { hotelDay } from '../stack/runner.cjs';
import { languageFile } from '../webpack/messages.mjs';
import { stableConfig } from '../release/config.mjs';
import { ports, url } from '../stack/parts.cjs';
import { deployedPages, idsFor, withId } from '../page-tables.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The routes come from the remotes' page tables (docs/architecture.md §3, "Pages"), read from the
// manifests of the running stable releases (tools/page-tables.mjs): a page whose entry says
// `firstView: true` gets a picture, `{ each: '/rooms' }` one per item of that list; a signed-in
// page (PERSONAL_ROUTES) its personal picture. What a guest types into a picture's form moves to
// the live one at the hand-over (shell/src/startup/handOver.ts).
/** The picture's host element (a custom element: see PICTURE_SCRIPT). */
const HOST = contract.FIRST_VIEW_HOST.tag;
/** The pretend session of a personal picture (nothing is asked of the API with it). */
const PRETEND_SESSION = {
  token: 'first-view',
  user: { email: 'guest@first-view.invalid', displayName: 'Guest', photoURL: null },
};
/** Stands for "every other path" of a language in the queue of pages to make: "(frame)en", "(frame)es". */
const FRAME = '(frame)';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The live page's content, its stylesheets' URLs and inline styles, once the route has loaded.
 * `frame`: only the top bar (without the sign-in links) and the footer, around an empty main: the
 * page of every path without a picture of its own (a 404), for signed-in visitors too.
 * `personal`: the page while a pretend guest's data loads (PERSONAL_ROUTES), with the frame's top bar.
 */
async function capture(page, url, { frame = false, personal = false, apiBase = '' } = {}) {
  if (personal) {
    // Signed in as nobody: the reads never answer (the page stays in its loading state), and the
    // work deferred to an idle moment (the session check with Firebase) never starts.
    await page.route(`${apiBase}/bookings/**`, () => undefined); // held: never answered
    await page.addInitScript(
      ([keys, session]) => {
        localStorage.setItem(keys.token, session.token);
        localStorage.setItem(keys.user, JSON.stringify(session.user));
        window.requestIdleCallback = () => 0;
      },
      [contract.FIRST_VIEW_STORAGE, PRETEND_SESSION],
    );
  }
  await page.goto(url);
  // The hand-over's own test (shell/src/startup/firstView.ts), run in the page; a personal page is
  // taken while it loads: its heading and placeholders are in, the footer too.
  const loading = JSON.stringify(contract.CONTENT_IS_IN.loading);
  await page.waitForFunction(
    personal
      ? `(() => { const root = document.getElementById('root'); const main = root.querySelector('main');
          return Boolean(main && main.querySelector('h1') && main.querySelector(${loading}) && root.querySelector(${JSON.stringify(contract.CONTENT_IS_IN.footer)})); })()`
      : `(${contract.showsRouteContent})(document.getElementById('root'), ${JSON.stringify(contract.CONTENT_IS_IN)})`,
    null,
    { timeout: 30_000 },
  );
  // Images in view have loaded (the picture must not show empty frames).
  await page.waitForFunction(
    () => [...document.querySelectorAll('#root img')].every((i) => i.complete || i.loading === 'lazy'),
    null,
    { timeout: 15_000 },
  );
  const failed = personal ? null : await page.evaluate(() => document.querySelector('#root [role="alert"]')?.textContent ?? null);
  if (failed) throw new Error(`the page shows an error: ${failed.slice(0, 80)}`);
  // Each usable element gets its place in the live page, for the hand-over to find its twin.
  await page.evaluate(
    `(() => { const root = document.getElementById('root'); const elementPath = ${contract.elementPath};
      for (const el of root.querySelectorAll(${JSON.stringify(contract.USABLE)}))
        el.setAttribute(${JSON.stringify(contract.PATH_ATTRIBUTE)}, elementPath(root, el)); })()`,
  );
  const shot = await page.evaluate(({ frame, personal }) => {
    const root = document.getElementById('root').cloneNode(true);
    if (frame || personal) {
      // The frame's top bar: no sign-in links, no account menu.
      for (const el of root.querySelectorAll('header a[href="/login"], header a[href="/register"]')) el.remove();
      for (const el of root.querySelectorAll('header [aria-haspopup][aria-label^="Account menu"]')) el.parentElement.remove();
    }
    if (frame) {
      const main = root.querySelector('main');
      main.replaceChildren();
      main.style.minHeight = '100vh';
    }
    // Nothing that runs or that a guest could type into; no third-party images (map tiles).
    for (const el of root.querySelectorAll('script, noscript, iframe, .leaflet-container')) el.remove();
    for (const img of root.querySelectorAll('img'))
      if (new URL(img.src, location.href).hostname !== location.hostname) img.remove();
    // Swiper sizes its slides for this window in inline styles; its CSS alone shows the first slide
    // at the guest's width.
    for (const el of root.querySelectorAll('.swiper-wrapper, .swiper-slide')) el.removeAttribute('style');
    // Only the stylesheets the picture uses: a part loaded by the time of the shot (the toast host's
    // react-toastify CSS) styles nothing in it. A sheet whose rules cannot be read (another origin's)
    // is kept; pseudo-classes and pseudo-elements are dropped before matching, so the test is wide.
    const bare = (sel) => sel.replace(/::?[a-z-]+(\([^)]*\))?/gi, '').trim();
    const styles = (sel) =>
      sel.split(',').some((one) => {
        const b = bare(one);
        if (!b || /(^|[\s>+~])(html|body)\b/.test(b)) return true;
        try {
          return root.querySelector(b) !== null;
        } catch {
          return true;
        }
      });
    const uses = (rules) => [...rules].some((r) => (r.selectorText !== undefined ? styles(r.selectorText) : r.cssRules ? uses(r.cssRules) : false));
    const used = (link) => {
      try {
        return uses(link.sheet.cssRules);
      } catch {
        return true;
      }
    };
    return {
      html: root.innerHTML,
      title: document.title,
      // The page's language and its hreflang alternates (docs/architecture.md §15), as the app set them.
      lang: document.documentElement.lang,
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.outerHTML).join(''),
      sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].filter(used).map((l) => l.href),
      styles: [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    };
  }, { frame, personal });
  return shot;
}

/** CSS for inside the shadow root: the document-level selectors apply to the host instead. */
export function cssForShadowRoot(css, sheetUrl) {
  return css
    .replace(/:root\b/g, ':host')
    .replace(/(^|[{},\s>+~])(html|body)(?=[\s,{.:#[>+~])/g, '$1:host')
    .replace(
      /url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g,
      (_, q, ref) => `url(${q}${new URL(ref, sheetUrl).href}${q})`,
    );
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * index.html with the picture before #root, the live app hidden under it until it hands over.
 * `frame`: the generic frame, which keeps the head as it is; `stays`: the picture stays for a visitor
 * with a stored session (the frame and the personal pictures; data-frame).
 */
function pageFor(indexHtml, shot, cssTexts, { frame = false, stays = frame } = {}) {
  const css = cssTexts.join('\n').replace(/<\/style/gi, '<\\/style');
  // A page picture's entry script leaves the head: the picture's script asks for it once the
  // picture has painted (PICTURE_SCRIPT). The frame keeps it.
  const entry = /<script defer(?:=defer)? src="?([^ >"]+)"?><\/script>/;
  const app = indexHtml.match(entry)?.[1];
  if (!app) throw new Error('index.html has no deferred entry script');
  // The page's own style comes first: with the browser's 8 px body margin until it is parsed, the
  // picture's first paint would be laid out narrower and then shift.
  const picture =
    `<style id="${FIRST_VIEW_STYLE_ID}">body{margin:0}#root{position:absolute;top:0;left:0;right:0;visibility:hidden}</style>` +
    `<${HOST} id="${FIRST_VIEW_ID}"${stays ? ' data-frame' : ''}${frame ? '' : ` data-app="${app}"`}>` +
    `<template shadowrootmode="closed">` +
    `<style>:host{display:block}${css}</style>${shot.html}</template></${HOST}>` +
    `<script>${PICTURE_SCRIPT}</script>`;
  const rootDiv = /<div id="?root"?><\/div>/;
  if (!rootDiv.test(indexHtml)) throw new Error('index.html has no empty <div id="root">');
  // In the picture's language from its first byte (<html lang="es">), with its alternates.
  const html = indexHtml.replace(/<html lang="?[A-Za-z-]*"?/, `<html lang="${shot.lang || 'en'}"`);
  if (frame) return html.replace(rootDiv, (div) => picture + div);
  return (
    html
      .replace('</head>', `${shot.alternates}</head>`)
      .replace(entry, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shot.title)}</title>`)
      // The picture's images come first: the shell's startup chunks are asked for by main.js as
      // usual instead of competing with them from the head (config.json stays preloaded).
      .replace(/<link rel="?preload"? href="?[^ >"]+"? as="?(script|style)"?>/g, '')
      .replace(rootDiv, (div) => picture + div)
  );
}

/**
 * Makes the pages for `dir` (a built shell with its config.json). Returns the paths made.
 * @param {{ dir: string, base: string, apiBase: string, log?: (line: string) => void }} o
 */
export async function makeFirstViews({ dir, base, apiBase, log = () => undefined }) {
  const { chromium } = await import('playwright-core');
  // Each language's page of the shell (`es/index.html`: its entry and startup preloads are that
  // language's copy of the code, docs/architecture.md §15), which its pictures and frame are made of.
  const indexHtml = Object.fromEntries(LOCALES.map((l) => [l, readFileSync(join(dir, languageFile('index.html', l)), 'utf8')]));
  // The pictures show every remote's stable release (a canary visitor's picture is skipped:
  // tools/first-view/pages.mjs), so the pages are opened with the stable config.
  const stable = stableConfig(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')));
  const pages = await deployedPages(stable.remotes);
  const routes = (
    await Promise.all(
      pages.map(async (p) =>
        p.firstView === true ? [p.path] : p.firstView ? (await idsFor(p, apiBase)).map((id) => withId(p.path, id)) : [],
      ),
    )
  )
    .flat()
    // Each page in each language (docs/architecture.md §15): /es/rooms is Spanish from its first view.
    .flatMap((path) => LOCALES.map((locale) => localePath(path, locale)));
  // Personal routes: their picture is the page as it looks while a signed-in guest's data loads (its
  // heading and its loading placeholders, `aria-busy`), taken with a pretend session whose reads
  // never answer, so nothing personal is in it, and with the top bar of the frame. Like the frame it
  // stays for a stored session; like a page picture its head has no entry script or startup preloads
  // (main.js is asked for once the picture has painted): requests started before the first paint
  // made Lighthouse's simulated first paint of /my-bookings 0.7-1.7 s from run to run.
  const PERSONAL_ROUTES = pages
    .filter((p) => p.access === 'signed-in' && !p.path.includes(':'))
    .flatMap((p) => LOCALES.map((locale) => localePath(p.path, locale)));
  // The generic frame is taken from a public page of no data of its own (no reads, no parameter).
  const plain = pages.find((p) => p.access === 'public' && !p.reads?.length && !p.path.includes(':'));
  if (!plain) throw new Error('no public page without reads to take the frame from');
  const out = join(dir, FIRST_VIEW_DIR);
  rmSync(out, { recursive: true, force: true });

  // The shell's files are answered by the browser (not from a loopback address), so Chromium's
  // local-network checks would block its requests to the loopback remotes and API.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  });
  try {
    const origin = new URL(base).origin;
    // One context per language, whose visitor has chosen it: a page's language is its URL's, never
    // another picture's choice left in a shared localStorage (docs/architecture.md §15).
    const contextFor = async (locale) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      // A first visit, except that the special offers pop-up has been seen today (it is not content).
      await context.addInitScript(([key, today, languageKey, language]) => {
        localStorage.setItem(key, today);
        localStorage.setItem(languageKey, language);
      }, [contract.FIRST_VIEW_STORAGE.offersShown, hotelDay(), LANGUAGE_CHOICE_KEY, locale]);
      // The shell's own files come from `dir` (its server is not up yet); the rest from the stack.
      await context.route(`${origin}/**`, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/config.json') return route.fulfill({ json: stable });
        const file = normalize(join(dir, pathname));
        const found =
          file.startsWith(normalize(dir)) && extname(file) && existsSync(file) ? file : join(dir, 'index.html');
        await route.fulfill({
          body: readFileSync(found),
          contentType: TYPES[extname(found)] ?? 'application/octet-stream',
        });
      });
      return context;
    };
    const contexts = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await contextFor(l)])));
    // Each stylesheet's text once: the shell's from `dir`, the remotes' from their servers.
    const sheetText = new Map();
    const textOf = (href) => {
      if (!sheetText.has(href)) {
        const own = href.startsWith(origin + '/') ? join(dir, new URL(href).pathname) : null;
        sheetText.set(href, own ? Promise.resolve(readFileSync(own, 'utf8')) : fetch(href).then((r) => r.text()));
      }
      return sheetText.get(href);
    };
    const made = [];
    const one = async (path) => {
      // The generic frame is taken from a page of no remote's own data.
      const generic = path.startsWith(FRAME);
      const locale = generic ? path.slice(FRAME.length) : localeOfPath(path).locale;
      const page = await contexts[locale].newPage();
      const personal = PERSONAL_ROUTES.includes(path);
      try {
        const shot = await capture(page, origin + (generic ? localePath(plain.path, locale) : path), {
          frame: generic,
          personal,
          apiBase,
        });
        const sheets = await Promise.all(shot.sheets.map(async (href) => cssForShadowRoot(await textOf(href), href)));
        const css = [...sheets, ...shot.styles.map((text) => cssForShadowRoot(text, origin + '/'))];
        const file = join(out, generic ? frameFile(locale) : fileForPath(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageFor(indexHtml[locale], shot, css, { frame: generic, stays: generic || personal }));
        made.push(path);
        log(`first view ${path}`);
      } catch (e) {
        log(`no first view for ${path}: ${e.message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    };
    // Three pages at a time (the remotes and API are real servers; this runs at every start).
    const queue = [...routes, ...PERSONAL_ROUTES, ...LOCALES.map((locale) => FRAME + locale)];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (queue.length) await one(queue.shift());
      }),
    );
    return made;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const made = await makeFirstViews({
    // `npm run first-view -w shell -- --dir x` runs in shell/: x is where npm was run (INIT_CWD).
    dir: resolve(process.env.INIT_CWD ?? process.cwd(), opt('--dir', join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'dist'))),
    base: opt('--base', url(ports().shell)),
    apiBase: opt('--api', url(ports().api)),
    log: (l) => console.error(l),
  });
  console.log(`${made.length} first views`);
}
