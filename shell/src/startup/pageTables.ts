import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { matchPage, mergePageTables, usablePagesInManifest, type PageEntry, type PageMatch } from '@hotel/shared/pages';
import { retry } from './retry';

/**
 * The site's pages, learned at run time from the remotes' manifests (docs/architecture.md §3,
 * "Pages"): each remote publishes its page table in its mf-manifest.json, so a team adds, renames
 * or removes a page by deploying its remote alone. main.js fetches every manifest right after
 * config.json, all at once; the opening route's page is known as soon as its remote's manifest is
 * in, and that manifest is handed to the federation runtime (`manifests`), which would fetch it
 * next anyway: no request is added before the first content. Imports no React and no shared module
 * (main.js runs it before they may be consumed); the routes read it through `usePages`.
 */
export interface PagesState {
  /** Every page learned so far, each path once. */
  pages: readonly PageEntry[];
  /** Every remote's manifest has answered or failed. */
  settled: boolean;
  /** Remotes whose manifest could not be read (their pages are unknown until `relearnFailed`). */
  failed: readonly string[];
}

/** The page load's page tables (`pageTables()`); one per page, made by startEarly. */
export interface PageTables {
  /** Starts reading every remote's page table from its manifest (name → mf-manifest.json URL); once. */
  learn(remotes: Record<string, string>): void;
  /** Reads again the tables of the remotes whose manifest failed (the guest's Retry). */
  relearnFailed(): void;
  state(): PagesState;
  subscribe(listener: () => void): () => void;
  /**
   * Calls `fn` once with the page at `pathname`: as soon as a table claims it, or with null once
   * every table has answered and none does.
   */
  whenKnown(pathname: string, fn: (match: PageMatch | null) => void): void;
  /**
   * Federation runtime plugin: the runtime's own fetch of a manifest gets the text main.js already
   * has (once per manifest: a Retry that re-registers a remote goes back to the network).
   */
  manifests(): ModuleFederationRuntimePlugin;
}

type TableState = 'loading' | 'failed' | readonly PageEntry[];

/** Reads a manifest, with the remotes' one retry policy (retry.ts). */
const fetchManifest = (url: string): Promise<string> =>
  retry(async () => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  });

export function pageTables(): PageTables {
  let remotes: Record<string, string> = {};
  const tables = new Map<string, TableState>();
  /** Manifest texts fetched here, each handed once to the federation runtime. */
  const manifestTexts = new Map<string, Promise<string | null>>();
  let state: PagesState = { pages: [], settled: false, failed: [] };
  const listeners = new Set<() => void>();

  function update(): void {
    const ready: Record<string, readonly PageEntry[]> = {};
    const failed: string[] = [];
    let settled = true;
    for (const [remote, table] of tables) {
      if (table === 'loading') settled = false;
      else if (table === 'failed') failed.push(remote);
      else ready[remote] = table;
    }
    const merged = mergePageTables(ready);
    for (const error of merged.errors) console.error(`[harborview] page table: ${error}`);
    state = { pages: merged.pages, settled, failed };
    for (const listener of listeners) listener();
  }

  function learnOne(remote: string, url: string): void {
    tables.set(remote, 'loading');
    const text = fetchManifest(url);
    manifestTexts.set(url, text.catch(() => null));
    text
      .then((body) => {
        tables.set(remote, usablePagesInManifest(JSON.parse(body)));
      })
      .catch(() => tables.set(remote, 'failed'))
      .finally(update);
  }

  const self: PageTables = {
    learn(config) {
      if (tables.size > 0) return;
      remotes = { ...config };
      for (const [remote, url] of Object.entries(remotes)) learnOne(remote, url);
      update();
    },
    relearnFailed() {
      const failed = [...tables].filter(([, table]) => table === 'failed').map(([remote]) => remote);
      for (const remote of failed) learnOne(remote, remotes[remote]!);
      if (failed.length > 0) update();
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenKnown(pathname, fn) {
      const check = () => {
        const match = matchPage(state.pages, pathname);
        if (!match && !state.settled) return false;
        fn(match);
        return true;
      };
      if (check()) return;
      const unsubscribe = self.subscribe(() => check() && unsubscribe());
    },
    manifests: () => ({
      name: 'harborview-manifests-from-page-tables',
      fetch(url) {
        const text = manifestTexts.get(url);
        if (!text) return undefined;
        manifestTexts.delete(url);
        // A manifest main.js could not read: the runtime tries the network itself (its own retry and fallback).
        return text.then((body) => (body === null ? fetch(url) : new Response(body, { headers: { 'Content-Type': 'application/json' } })));
      },
    }),
  };
  return self;
}
