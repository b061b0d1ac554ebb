import { getAuthToken, reauthenticateAfter401 } from '../api/client';
import { getRuntimeConfig } from '../config';

/**
 * Answers to reads the shell started before the app (docs/architecture.md §10, "Code and data in
 * parallel"): main.js asks for the opening route's session-bound GETs with the stored token while
 * the code downloads (a `<link rel=preload>` cannot carry an Authorization header), the shell's
 * bootstrap offers them here, and `useLoad` takes one for a first load that names its path
 * (`early`) instead of asking again. The rules:
 * - only for the same URL and the same Authorization header;
 * - only while younger than EARLY_READ_MAX_AGE_MS: it was meant for the page as it opened;
 * - every early answer is dropped on any write (`useAction` drops them when a write runs);
 * - only a success is taken: on an error answer the load asks as any call does; an early 401 counts
 *   as the load's first 401, so the token is re-exchanged once before it asks (no second 401).
 */
export interface EarlyRead {
  url: string;
  /** The Authorization header it was sent with. */
  auth: string;
  /** When it was started (ms since the epoch). */
  at: number;
  /** Its response; null when the request failed. */
  response: Promise<Response | null>;
}

/** An early answer older than this is not taken. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

const offered = new Map<string, EarlyRead>();

/** The shell's bootstrap hands over the reads main.js started. */
export function offerEarlyReads(reads: readonly EarlyRead[]): void {
  for (const read of reads) offered.set(read.url, read);
}

/** Forgets every early answer: after a write, none of them may still be true. */
export function dropEarlyReads(): void {
  offered.clear();
}

/**
 * The early answer to GET `path` (of the configured API) for the current session, once; null when
 * there is none: no early read, another session, an answer too old, an error answer or a broken body.
 */
export async function takeEarlyAnswer<T>(path: string, now = Date.now()): Promise<{ data: T } | null> {
  const url = getRuntimeConfig().apiBase.replace(/\/+$/, '') + path;
  const read = offered.get(url);
  if (!read) return null;
  offered.delete(url);
  const token = getAuthToken();
  if (!token || read.auth !== `Bearer ${token}` || now - read.at > EARLY_READ_MAX_AGE_MS) return null;
  const res = await read.response;
  if (res?.status === 401) await reauthenticateAfter401();
  if (!res?.ok) return null;
  try {
    return { data: (await res.json()) as T };
  } catch {
    return null;
  }
}
