import '@hotel/shared/ui/tokens.css';
import './styles/base.css';
import {
  activateLocale,
  loadRuntimeConfig,
  localeOfPath,
  localePath,
  offerEarlyReads,
  PARTNER_FRAME_PATH,
  setRuntimeConfig,
  speakShared,
  startPartnerFrame,
  t,
  useAuthStore,
  type RemoteName,
} from '@hotel/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { remoteModules } from './remotes/registry';
import { afterFirstContent, onFirstInteraction } from './startup/firstContent';
import { dropFirstView, handOverFirstView } from './startup/handOver';
import { inLanguage, type Early } from './startup/startEarly';

function renderFatal(root: HTMLElement, error: unknown) {
  console.error('[harborview] start-up failed', error);
  dropFirstView();
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;text-align:center;font-family:system-ui,sans-serif';
  const h = document.createElement('h1');
  h.textContent = t('shell.fatal.title');
  const p = document.createElement('p');
  p.textContent = t('shell.fatal.text');
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = t('shell.retry');
  b.addEventListener('click', () => location.reload());
  box.append(h, p, b);
  root.append(box);
}

/**
 * The page load after main.js (startup/startEarly.ts): it takes what main.js learned and repeats
 * none of it, then renders.
 */
export async function boot(early: Early, rootEl: HTMLElement = document.getElementById('root')!): Promise<void> {
  // embed.js's `open` frames this address on a partner's page: the whole visit is then the partner
  // frame (its layout, its confirmation), wherever the guest goes inside it (docs/architecture.md §7),
  // in the embed's language (`/es/partner/book`: §15).
  if (localeOfPath(location.pathname).path === PARTNER_FRAME_PATH) startPartnerFrame();
  let app;
  // The page's language (its URL's), before anything renders or fails in words; each chunk's words
  // in it came with the chunk (docs/architecture.md §15).
  activateLocale(early.locale);
  document.documentElement.lang = early.locale;
  try {
    // 1. Runtime config (docs/architecture.md §2) into the shared config store the remotes read:
    //    the response main.js read, validated here (a bad config is reported, below).
    const config = await loadRuntimeConfig('/config.json', early.config);
    // 2. The remotes main.js chose for this visitor (stable, their canary bucket, or their
    //    override) and registered; the config store names them too. Their loader adds the fallback plugin.
    const remotes = await early.remotes;
    if (!remotes) throw new Error('config.json names no remotes this page can load');
    setRuntimeConfig({ ...config, remotes: remotes.urls as Record<RemoteName, string> });
    // The session-bound reads main.js started, and those it starts once a page table arrives, go to
    // the data layer, for the page's first useLoad.
    early.reads.handTo(offerEarlyReads);
    app = (
      <App
        loader={remoteModules(inLanguage(remotes.urls, early.locale), early.loads)}
        pages={early.pages}
        overridden={remotes.overridden}
        report={early.loads.rendered}
        basename={localePath('', early.locale)}
      />
    );
    // The load beacon's sending half and web-vitals: after the first content, never before it.
    const target = { ...remotes, apiBase: config.apiBase };
    afterFirstContent(() => void import(/* webpackChunkName: "beacon" */ './remotes/beaconSender').then(({ startBeacon }) => startBeacon(early.loads, target)));
  } catch (e) {
    renderFatal(rootEl, e);
    return;
  }
  // 3. Render, as a transition: React renders in slices and yields to the browser between them,
  //    instead of one long task (the first render is the largest piece of work on the page).
  const root = createRoot(rootEl);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
  // The prerendered first view (if this page has one) gives way once the live page matches it.
  handOverFirstView(rootEl);
  // 4. Auth: the store reads the stored token/profile when the top bar first renders (signed-in UI
  //    paints at once). init() loads Firebase only when a session is stored (a guest who never
  //    signed in gets none until a sign-in page opens), once the route's content is on screen.
  afterFirstContent(() => useAuthStore.getState().init?.());
  // 5. @hotel/shared's own words (its rules', toasts', the API's) in the page's language: on the
  //    guest's first press, key or focus, since only their input brings them up (what the content
  //    shows of them comes with its code; a message shown before asks for them, a toast waits).
  onFirstInteraction(() => void speakShared().catch(() => undefined));
}
