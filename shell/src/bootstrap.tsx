import '@hotel/shared/ui/tokens.css';
import './styles/base.css';
import { loadRuntimeConfig, offerEarlyReads, setRuntimeConfig, useAuthStore, type RemoteName } from '@hotel/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { earlyConfigFetch } from './startup/earlyStart';
import { handEarlyReadsTo } from './startup/earlyReads';
import { afterFirstContent } from './startup/firstContent';
import { dropFirstView, handOverFirstView } from './startup/handOver';
import { learnPages } from './page-tables/pageTables';
import { loadRemoteModule, registerRemotesFromConfig } from './remotes/registry';
import { remoteUrls } from './remotes/remoteUrls';
import type { SlotLoader } from './remotes/RemoteSlot';

const loader: SlotLoader = (id, opts) => loadRemoteModule(id, opts);

function renderFatal(root: HTMLElement, error: unknown) {
  console.error('[harborview] start-up failed', error);
  dropFirstView();
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;text-align:center;font-family:system-ui,sans-serif';
  const h = document.createElement('h1');
  h.textContent = 'Harborview is temporarily unavailable';
  const p = document.createElement('p');
  p.textContent = 'The site configuration could not be loaded. Please try again in a moment.';
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Retry';
  b.addEventListener('click', () => location.reload());
  box.append(h, p, b);
  root.append(box);
}

async function start() {
  const rootEl = document.getElementById('root')!;
  try {
    // 1. Runtime config (docs/architecture.md §2) into the shared config store the remotes read.
    //    The response is the one main.js already fetched (startup/earlyStart.ts).
    const config = await loadRuntimeConfig('/config.json', earlyConfigFetch);
    // 2. Remotes from config and the fallback plugin (main.js has registered them already and
    //    started the opening route's remote; other remotes load when a route needs them). Each is
    //    the release this visitor gets (stable, their canary bucket, or their override), the same
    //    main.js chose; the config store names it too.
    const remotes = (await remoteUrls(config)) as Record<RemoteName, string>;
    setRuntimeConfig({ ...config, remotes });
    registerRemotesFromConfig(remotes);
    // The session-bound reads main.js started, and those it starts once a page table arrives, go to
    // the data layer, for the page's first useLoad.
    handEarlyReadsTo(offerEarlyReads);
    // Their page tables, which main.js has started reading already (a no-op then).
    learnPages(remotes);
  } catch (e) {
    renderFatal(rootEl, e);
    return;
  }
  // 3. Render, as a transition: React renders in slices and yields to the browser between them,
  //    instead of one long task (the first render is the largest piece of work on the page).
  const root = createRoot(rootEl);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    ),
  );
  // The prerendered first view (if this page has one) gives way once the live page matches it.
  handOverFirstView(rootEl);
  // 4. Auth: the store reads the stored token/profile when the top bar first renders (signed-in UI
  //    paints at once). init() loads Firebase only when a session is stored (a guest who never
  //    signed in gets none until a sign-in page opens), once the route's content is on screen.
  afterFirstContent(() => useAuthStore.getState().init?.());
}

void start();
