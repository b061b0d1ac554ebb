// The prerendered first view of the public routes (docs/architecture.md §14): a deploy
// artefact of the shell, made by `npm run first-view -w shell` (prerender.mjs) from the running
// stack and served by the shell's server in place of index.html for exactly the paths it was made
// for. It is a picture of the page in a closed shadow root that a guest can already use (its links
// navigate, what they type or click moves to the live app), shown until the live app has the
// route's content (shell/src/startup/handOver.ts); it changes no remote's contract. What the
// picture and the hand-over share (ids, storage keys, the "content is in" rule) is written once in
// shell/src/startup/firstView.ts, loaded here as it is.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { languageFile } from '../webpack/messages.mjs';

/** shell/src/startup/firstView.ts */
export const contract = await tsImport('../../shell/src/startup/firstView.ts', import.meta.url);
const { FIRST_VIEW_ID, FIRST_VIEW_STYLE_ID, FIRST_VIEW_STORAGE, FIRST_VIEW_HOST, PATH_ATTRIBUTE } = contract;
export { FIRST_VIEW_ID, FIRST_VIEW_STYLE_ID };

/** The folder of the shell's served directory that holds the pages. */
export const FIRST_VIEW_DIR = 'first-view';

/**
 * The picture for every path without its own (a 404, a room added since the start): the top bar
 * without the sign-in links and the footer around an empty main. It fits signed-in visitors too
 * (data-frame).
 */
export const FRAME_FILE = 'frame.html';

/**
 * Runs while the page parses, right after the picture:
 * 1. A visitor with a stored session gets no page picture (it shows the signed-out top bar), so the
 *    top bar paints from the stored token exactly as without a first view; the frame stays.
 *    A visitor who got a remote other than its stable release on their last load (a canary, or a
 *    local override) gets no page picture either: the pictures show the stable releases
 *    (docs/deploying.md, "Canaries"). On a first visit the picture is handed over to their
 *    release's page as usual. Nor does a URL with a query: a picture is of its path alone, and
 *    /rooms?checkIn=… (a search by stay) must not show, then hand over, the unfiltered list.
 * 2. The picture answers the guest: its host becomes a custom element that keeps its closed shadow
 *    root for the hand-over (ElementInternals), records the buttons clicked in it (their place in
 *    the live page) and keeps its forms from submitting. Links are left alone: they navigate.
 * 3. Content first: on a page picture, the shell's code (the picture's data-app, taken out of the
 *    head) is asked for once the picture's images have loaded and painted (the window's load event,
 *    then one frame), so on a slow link the images in view do not share it with the start-up
 *    JavaScript. At once when the picture was removed or the tab is in the background, and after
 *    3 s whatever the images do. The frame has no images and keeps its entry script in the head.
 * Allowed by its hash in the CSP.
 */
export const PICTURE_SCRIPT =
  `(function(){var d=document,p=d.getElementById('${FIRST_VIEW_ID}'),a=p.getAttribute('data-app'),started=0;` +
  `function start(){if(started)return;started=1;var s=d.createElement('script');s.src=a;d.head.appendChild(s)}` +
  `try{if((location.search||localStorage.getItem('${FIRST_VIEW_STORAGE.user}')||localStorage.getItem('${FIRST_VIEW_STORAGE.offStable}'))&&!p.hasAttribute('data-frame')){p.remove();` +
  `d.getElementById('${FIRST_VIEW_STYLE_ID}').remove()}}catch(e){}` +
  `if(p.isConnected)try{customElements.define('${FIRST_VIEW_HOST.tag}',class extends HTMLElement{constructor(){super();` +
  `var r=this.attachInternals().shadowRoot,c=this.${FIRST_VIEW_HOST.clicks}=[];this.${FIRST_VIEW_HOST.root}=r;if(!r)return;` +
  `r.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button,[role="button"]');` +
  `if(!b)return;e.preventDefault();var at=b.getAttribute('${PATH_ATTRIBUTE}');if(at)c.push(at)},true);` +
  `r.addEventListener('submit',function(e){e.preventDefault()},true)}})}catch(e){}` +
  `if(!a)return;if(!p.isConnected||d.hidden)return start();` +
  `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start,0)})});` +
  `setTimeout(start,3000)})()`;

export const PICTURE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PICTURE_SCRIPT).digest('base64')}'`;

/** The site's languages (docs/architecture.md §15): each public page has a picture in each. */
export const { LOCALES, DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, localeOfPath, localePath } = await tsImport('@hotel/shared/i18n/locales', import.meta.url);

/**
 * "/" → "index.html", "/rooms" → "rooms.html", "/room-details/abc" → "room-details/abc.html"; a
 * language's home "/es/" → "es/index.html".
 */
export function fileForPath(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9/_-]*$/.test(clean)) throw new Error(`not a first-view path: ${path}`);
  return clean && path.endsWith('/') ? `${clean}/index.html` : `${clean || 'index'}.html`;
}

/** The frame of a language: "frame.html" (English), "es/frame.html". */
export const frameFile = (locale) => languageFile(FRAME_FILE, locale);

/**
 * The pages present in a served shell directory, as serve rewrites: exact path → its page, then
 * every other path → the frame (both ahead of serve.json's own rewrites).
 */
export function firstViewRewrites(dir) {
  const base = join(dir, FIRST_VIEW_DIR);
  if (!existsSync(base)) return [];
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) files.push(relative(base, p).split('\\').join('/'));
    }
  };
  walk(base);
  const frames = LOCALES.map(frameFile);
  const pages = files
    .filter((file) => !frames.includes(file))
    .sort()
    .flatMap((file) => {
      const destination = `/${FIRST_VIEW_DIR}/${file}`;
      // A language's home answers with and without its slash (/es/, /es).
      if (file.endsWith('/index.html')) {
        const home = `/${file.slice(0, -'/index.html'.length)}`;
        return [{ source: `${home}/`, destination }, { source: home, destination }];
      }
      const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      return [{ source: path, destination }];
    });
  // A language's frame for its other paths, before the English frame of every other path.
  const frame = LOCALES.filter((l) => l !== DEFAULT_LOCALE && files.includes(frameFile(l)))
    // `+`, not `*`: serve-handler turns a source's first `*` into `(.*)`, which broke the pattern.
    .map((l) => ({ source: `/${l}/:path([^.]+)`, destination: `/${FIRST_VIEW_DIR}/${frameFile(l)}` }))
    .concat(files.includes(FRAME_FILE) ? [{ source: '/:path([^.]+)', destination: `/${FIRST_VIEW_DIR}/${FRAME_FILE}` }] : []);
  return [...pages, ...frame];
}
