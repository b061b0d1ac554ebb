// Page tables (docs/architecture.md §3, "Pages"): each remote declares its pages in one typed file,
// `src/pages.ts`, and publishes it with its deploy inside its mf-manifest.json (`metaData.pages`).
// The shell learns them at run time from the manifests it fetches anyway and builds its routes,
// titles, skeletons and preloads from them; the first view, the bench, the screenshots and the e2e
// walks read the same tables. Import-free apart from types: main.js (before any shared module may
// be consumed), the build and the e2e suite (plain Node) use it too, through `@hotel/shared/pages`.
import type { ExposedComponentId, RemoteName } from './contracts';

/** The skeletons the shell draws while a page's code loads (shell/src/remotes/Skeletons.tsx). */
export const SKELETON_KINDS = ['page', 'grid', 'hero', 'panel'] as const;
export type SkeletonKind = (typeof SKELETON_KINDS)[number];

/** A module of another remote that a page hosts in one of its props (a render function). */
export interface HostedSlot {
  module: ExposedComponentId;
  skeleton: SkeletonKind;
}

/**
 * Who may open a page. 'staff' (the front desk, docs/architecture.md §5): a visitor gets the sign-in
 * prompt, a signed-in guest "This page is for hotel staff", and neither downloads its code; it has no
 * first view.
 */
export const PAGE_ACCESS = ['public', 'signed-in', 'staff'] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];

export interface PageEntry {
  /** The path pattern, react-router syntax (`/room-details/:id`); one page per path site-wide. */
  path: string;
  /**
   * The exposed module that renders it, "<this remote>/<Name>". A page module needs no entry in
   * ExposedModules (only the remote itself names it); the remote's build fails when its webpack
   * `exposes` lacks it.
   */
  module: `${RemoteName}/${string}`;
  /** The document title, before " · Harborview Hotel" (SITE_TITLE alone for the home page). */
  title: string;
  skeleton: SkeletonKind;
  /**
   * 'signed-in': a visitor without a session gets the shell's "Please Login" prompt instead of the
   * page, and its first view is the personal picture (the page while a pretend guest's data loads,
   * nothing personal in it: docs/architecture.md §14), so its `firstView` is false.
   */
  access: PageAccess;
  /** Public API reads (GET) it starts with, started by main.js beside its code: `/rooms/:id`. */
  reads?: readonly string[];
  /** API reads (GET) that carry the guest's session; `:email` is theirs (docs/architecture.md §10). */
  sessionReads?: readonly string[];
  /**
   * A prerendered first view (docs/architecture.md §10): true for a path without parameters;
   * `{ each: '/rooms' }` for one picture per item of that public list, its `_id` as the parameter.
   */
  firstView: boolean | { each: string };
  /** Props that render another remote's module: `{ bookingSlot: { module: 'booking/BookingPanel', … } }`. */
  slots?: Readonly<Record<string, HostedSlot>>;
}

export type PageTable = readonly PageEntry[];

/**
 * The feature folder whose `index.ts` is a page's module, by the recipe's one naming rule
 * (docs/architecture.md §3, "Adding a page"): the module's name without its `Page` suffix, in
 * kebab case. `catalog/RoomDetailsPage` is `src/features/room-details/index.ts`. The remote's build
 * exposes each page from it, and its standalone harness loads each page by it: the page table
 * (`src/pages.ts`) is the only list of a remote's pages.
 */
export const pageFeature = (module: string): string =>
  (module.split('/')[1] ?? '')
    .replace(/Page$/, '')
    .replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

/** The site's name: the whole title of the home page and the suffix of every other one. */
export const SITE_TITLE = 'Harborview Hotel';

/** The document title of a page titled `title` ("Rooms" → "Rooms · Harborview Hotel"). */
export const documentTitle = (title: string): string => (title === SITE_TITLE ? SITE_TITLE : `${title} · ${SITE_TITLE}`);

/** A page's title in another language: its remote's message `catalog.title.RoomsPage` for `catalog/RoomsPage` (docs/architecture.md §15). */
export const pageTitleId = (module: string): string => module.replace('/', '.title.');

/** The title of every path no page claims (the shell's 404). */
export const NOT_FOUND_TITLE = 'Page not found';

const PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;
const PATH = /^\/(?:[A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9_]*)?(?:\/(?:[A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9_]*))*$/;
const MODULE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const API_PATH = /^\/[A-Za-z0-9_:/.-]*$/;

const paramsOf = (pattern: string) => [...pattern.matchAll(PARAM)].map((m) => m[1]!);

/**
 * A remote's table as published in its manifest, checked entry by entry: a malformed entry is left
 * out and named in `errors` (the build fails on any; the shell logs them and serves the rest).
 */
export function parsePageTable(remote: string, value: unknown): { pages: PageEntry[]; errors: string[] } {
  if (!Array.isArray(value)) return { pages: [], errors: [`${remote}: the page table is not a list`] };
  const pages: PageEntry[] = [];
  const errors: string[] = [];
  value.forEach((raw: unknown, i) => {
    const problem = entryProblem(remote, raw);
    if (problem) errors.push(`${remote} page ${i} (${describe(raw)}): ${problem}`);
    else pages.push(raw as PageEntry);
  });
  return { pages, errors };
}

const describe = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && typeof (raw as { path?: unknown }).path === 'string'
    ? (raw as { path: string }).path
    : 'no path';

const isModuleId = (v: unknown, remote?: string): v is string => {
  if (typeof v !== 'string') return false;
  const [owner, name, ...rest] = v.split('/');
  return rest.length === 0 && Boolean(owner) && MODULE_NAME.test(name ?? '') && (remote === undefined || owner === remote);
};
const isSkeleton = (v: unknown): v is SkeletonKind => (SKELETON_KINDS as readonly unknown[]).includes(v);
const isStringList = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string' && API_PATH.test(s));

function entryProblem(remote: string, raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  const e = raw as Record<string, unknown>;
  if (typeof e.path !== 'string' || !PATH.test(e.path)) return `path ${JSON.stringify(e.path)} is not a path pattern`;
  if (!isModuleId(e.module, remote)) return `module ${JSON.stringify(e.module)} is not "${remote}/<Name>"`;
  if (typeof e.title !== 'string' || !e.title.trim()) return 'no title';
  if (!isSkeleton(e.skeleton)) return `skeleton ${JSON.stringify(e.skeleton)} is not one of ${SKELETON_KINDS.join(', ')}`;
  if (!isAccess(e.access)) return `access ${JSON.stringify(e.access)} is not one of ${PAGE_ACCESS.join(', ')}`;
  if (e.reads !== undefined && !isStringList(e.reads)) return 'reads is not a list of API paths';
  if (e.sessionReads !== undefined && !isStringList(e.sessionReads)) return 'sessionReads is not a list of API paths';
  const params = paramsOf(e.path);
  const unknownParam = [...((e.reads as string[] | undefined) ?? [])].flatMap(paramsOf).find((p) => !params.includes(p));
  if (unknownParam) return `reads use :${unknownParam}, which the path does not have`;
  const fv = e.firstView;
  if (typeof fv === 'object' && fv !== null) {
    const each = (fv as { each?: unknown }).each;
    if (typeof each !== 'string' || !API_PATH.test(each) || params.length !== 1)
      return 'firstView.each needs an API list path and a path with exactly one parameter';
  } else if (typeof fv !== 'boolean') return 'firstView is not true, false or { each }';
  else if (fv && params.length > 0) return 'firstView: true on a path with parameters (use { each })';
  if (e.access === 'staff' && !/^[a-z]+\/FrontDesk/.test(e.module))
    return 'a staff page\'s module is named FrontDesk… (its chunk is front-desk-…, told apart from guest code)';
  if (fv !== false && e.access === 'staff') return 'a staff page has no first view (no picture of the front desk is served to anyone)';
  if (fv !== false && e.access === 'signed-in') return 'a signed-in page gets the personal picture, not firstView (nothing personal in a picture)';
  if (e.slots !== undefined) {
    if (typeof e.slots !== 'object' || e.slots === null) return 'slots is not an object';
    for (const [prop, slot] of Object.entries(e.slots as Record<string, unknown>)) {
      const s = slot as Partial<HostedSlot> | null;
      if (!s || !isModuleId(s.module) || !isSkeleton(s.skeleton)) return `slot ${prop} needs a module id and a skeleton`;
    }
  }
  return null;
}

/** Every remote's pages, with each path claimed once (a second claim is dropped and named). */
export function mergePageTables(tables: Partial<Record<RemoteName | string, readonly PageEntry[]>>): {
  pages: PageEntry[];
  errors: string[];
} {
  const pages: PageEntry[] = [];
  const errors: string[] = [];
  for (const [remote, table] of Object.entries(tables)) {
    for (const page of table ?? []) {
      const taken = pages.find((p) => samePattern(p.path, page.path));
      if (taken) errors.push(`${remote}: ${page.path} is already ${taken.module}'s`);
      else pages.push(page);
    }
  }
  return { pages, errors };
}

const samePattern = (a: string, b: string) => a.replace(PARAM, ':') === b.replace(PARAM, ':');

/** A path pattern as a RegExp; each `:param` is one group. A trailing slash matches too. */
const toRegExp = (pattern: string) => new RegExp(`^${pattern === '/' ? '' : pattern.replace(PARAM, '([^/]+)')}/?$`);

export interface PageMatch {
  page: PageEntry;
  /** The path's parameters, decoded: `{ id: 'r-42' }`. */
  params: Record<string, string>;
}

/** The page at `pathname`, with its parameters; null when no page claims it. */
export function matchPage(pages: readonly PageEntry[], pathname: string): PageMatch | null {
  for (const page of pages) {
    const m = toRegExp(page.path).exec(pathname);
    if (!m) continue;
    const names = paramsOf(page.path);
    try {
      return { page, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    } catch {
      return null; // a malformed escape: no page of ours
    }
  }
  return null;
}

/** An API path with the parameters filled in, each URL-encoded: `/rooms/:id` → `/rooms/r-42`. */
export const fillPath = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The page table a remote's mf-manifest.json publishes (`metaData.pages`), checked in full (the build, the tests). */
export const pagesInManifest = (remote: string, manifest: unknown) => parsePageTable(remote, tableOf(manifest));

const tableOf = (manifest: unknown): unknown => (manifest as { metaData?: { pages?: unknown } } | null)?.metaData?.pages;

/**
 * The pages of a manifest as the shell takes them at run time: its build checked the table in full
 * (parsePageTable), so main.js only leaves out what it could not render, and stays small.
 */
export function usablePagesInManifest(manifest: unknown): PageEntry[] {
  const table = tableOf(manifest);
  return Array.isArray(table) ? table.filter(usable) : [];
}

const isAccess = (v: unknown): v is PageAccess => (PAGE_ACCESS as readonly unknown[]).includes(v);

const usable = (raw: unknown): raw is PageEntry => {
  const e = (raw ?? {}) as Partial<PageEntry>;
  return (
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof e.module === 'string' &&
    typeof e.title === 'string' &&
    isSkeleton(e.skeleton) &&
    isAccess(e.access) &&
    Object.values(e.slots ?? {}).every((slot) => typeof slot?.module === 'string' && isSkeleton(slot.skeleton))
  );
};
