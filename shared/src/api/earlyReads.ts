/**
 * Reads started before the app (docs/architecture.md §10, "Code and data in parallel"): main.js
 * starts the opening route's session-bound GETs with the stored token (they cannot be preloaded as
 * links, which carry no Authorization header), and the API client takes the answer instead of
 * asking again. The registry lives on globalThis because main.js bundles this file while the app
 * uses the shared singleton's copy. Import-free, so main.js stays small.
 */
interface EarlyRead {
  auth: string;
  at: number;
  response: Promise<Response | null>;
}

/** An early answer older than this is not taken: it was meant for the page as it opened. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

const KEY = Symbol.for('harborview.earlyReads');

function registry(): Map<string, EarlyRead> {
  const g = globalThis as typeof globalThis & { [KEY]?: Map<string, EarlyRead> };
  return (g[KEY] ??= new Map());
}

/** Starts GET `url` with the Authorization header `auth` (a failure just leaves no early answer). */
export function startEarlyRead(url: string, auth: string, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  const response = fetchImpl(url, { headers: { Accept: 'application/json', Authorization: auth } }).catch(() => null);
  registry().set(url, { auth, at: now, response });
}

/** Forgets every early answer: after a write, none of them may still be true. */
export function dropEarlyReads(): void {
  registry().clear();
}

export type EarlyAnswer<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * The early answer to GET `url`, once, if it was asked with the same `auth`: its JSON, or its
 * error status (the client then asks as usual, after a re-exchange for a 401). Null when there is
 * none: no early read, another session, an answer too old, no answer or a broken body.
 */
export async function takeEarlyRead<T>(url: string, auth: string, now = Date.now()): Promise<EarlyAnswer<T> | null> {
  const read = registry().get(url);
  if (!read) return null;
  registry().delete(url);
  if (read.auth !== auth || now - read.at > EARLY_READ_MAX_AGE_MS) return null;
  const res = await read.response;
  if (!res) return null;
  if (!res.ok) return { ok: false, status: res.status };
  try {
    return { ok: true, data: (await res.json()) as T };
  } catch {
    return null;
  }
}
