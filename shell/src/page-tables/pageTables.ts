import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { matchPage, mergePageTables, usablePagesInManifest, type PageEntry, type PageMatch } from '@hotel/shared/pages';

/**
 * The site's pages, learned at run time from the remotes' manifests (docs/architecture.md §3,
 * "Pages"): each remote publishes its page table in its mf-manifest.json, so a team adds, renames
 * or removes a page by deploying its remote alone. main.js fetches every manifest right after
 * config.json, all at once; the opening route's page is known as soon as its remote's manifest is
 * in, and that manifest is handed to the federation runtime (manifestsFromPageTables), which would
 * fetch it next anyway: no request is added before the first content. Imports no React and no
 * shared module (main.js runs it before they may be consumed).
 */
export interface PagesState {
  /** Every page learned so far, each path once. */
  pages: readonly PageEntry[];
  /** Every remote's manifest has answered or failed. */
  settled: boolean;
  /** Remotes whose manifest could not be read (their pages are unknown until `relearnFailed`). */
  failed: readonly string[];
}

type TableState = 'loading' | 'failed' | readonly PageEntry[];

/** Delays between attempts at a manifest: the bounded retry of the remotes' code (registry.ts). */
const RETRY_DELAYS_MS = [300, 1000];

let remotes: Record<string, string> = {};
const tables = new Map<string, TableState>();
/** Manifest texts fetched here, each handed once to the federation runtime. */
const manifestTexts = new Map<string, Promise<string | null>>();
let state: PagesState = { pages: [], settled: false, failed: [] };
const listeners = new Set<() => void>();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchManifest(url: string): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await delay(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const res = await fetch(url);
      if (res.ok) return await res.text();
      lastError = new Error(`${url}: HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError;
}

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

function learn(remote: string, url: string): void {
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

/** Starts reading every remote's page table from its manifest (config.json's `remotes`); once. */
export function learnPages(config: Record<string, string>): void {
  if (tables.size > 0) return;
  remotes = { ...config };
  for (const [remote, url] of Object.entries(remotes)) learn(remote, url);
  update();
}

/** Reads again the tables of the remotes whose manifest failed (the guest's Retry). */
export function relearnFailed(): void {
  const failed = [...tables].filter(([, table]) => table === 'failed').map(([remote]) => remote);
  for (const remote of failed) learn(remote, remotes[remote]!);
  if (failed.length > 0) update();
}

export const pagesState = (): PagesState => state;

export function subscribePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `fn` once with the page at `pathname`: as soon as a table claims it, or with null once
 * every table has answered and none does.
 */
export function whenPageKnown(pathname: string, fn: (match: PageMatch | null) => void): void {
  const check = () => {
    const match = matchPage(state.pages, pathname);
    if (!match && !state.settled) return false;
    fn(match);
    return true;
  };
  if (check()) return;
  const unsubscribe = subscribePages(() => check() && unsubscribe());
}

/**
 * Federation runtime plugin: the runtime's own fetch of a manifest gets the text main.js already
 * has (once per manifest: a Retry that re-registers a remote goes back to the network).
 */
export function manifestsFromPageTables(): ModuleFederationRuntimePlugin {
  return {
    name: 'harborview-manifests-from-page-tables',
    fetch(url) {
      const text = manifestTexts.get(url);
      if (!text) return undefined;
      manifestTexts.delete(url);
      // A manifest main.js could not read: the runtime tries the network itself (its own retry and fallback).
      return text.then((body) => (body === null ? fetch(url) : new Response(body, { headers: { 'Content-Type': 'application/json' } })));
    },
  };
}

/** Forgets every table (a test starts from a page load that has learned nothing). */
export function forgetPagesForTests(): void {
  tables.clear();
  manifestTexts.clear();
  state = { pages: [], settled: false, failed: [] };
}
