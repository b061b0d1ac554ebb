import type { AuthUser } from './types';

/** Our app token (POST /jwt), sent with every API call. */
export const TOKEN_STORAGE_KEY = 'harborview-token';
/** Cached profile, so the signed-in top bar paints before the provider has loaded. */
export const USER_STORAGE_KEY = 'harborview-user';

/** What the browser remembers of a session: our app token and the profile shown in the top bar. */
export interface StoredSession {
  token: string | null;
  user: AuthUser | null;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the in-memory state still works
  }
}

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthUser> | null;
    if (!parsed || typeof parsed.email !== 'string' || !parsed.email) return null;
    return {
      email: parsed.email,
      displayName: typeof parsed.displayName === 'string' ? parsed.displayName : null,
      photoURL: typeof parsed.photoURL === 'string' ? parsed.photoURL : null,
    };
  } catch {
    return null;
  }
}

/** The session kept in localStorage (a corrupt profile counts as none). */
export const browserSession = {
  read(): StoredSession {
    return { token: read(TOKEN_STORAGE_KEY), user: parseUser(read(USER_STORAGE_KEY)) };
  },
  saveToken(token: string | null): void {
    write(TOKEN_STORAGE_KEY, token);
  },
  saveUser(user: AuthUser | null): void {
    write(USER_STORAGE_KEY, user ? JSON.stringify(user) : null);
  },
};

export type SessionStorage = typeof browserSession;
