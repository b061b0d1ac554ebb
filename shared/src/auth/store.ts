import { create } from 'zustand';
import type { User } from 'firebase/auth';
import { api, getRuntimeConfig, setAuthToken, setUnauthorizedHandler, TOKEN_STORAGE_KEY } from './deps';
import { MESSAGES } from '../domain';
import { loadFirebase, type FirebaseHandle } from './firebase';
import type { AuthState, AuthStatus, AuthUser } from './types';

/** Cached profile, so the signed-in top bar paints before Firebase has loaded. */
export const USER_STORAGE_KEY = 'harborview-user';

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the in-memory state still works
  }
}

function readCachedUser(): AuthUser | null {
  const raw = readStorage(USER_STORAGE_KEY);
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

function statusOf(loading: boolean, user: AuthUser | null): AuthStatus {
  if (loading) return 'loading';
  return user ? 'signedIn' : 'signedOut';
}

function toAuthUser(user: User): AuthUser {
  return { email: user.email ?? '', displayName: user.displayName ?? null, photoURL: user.photoURL ?? null };
}

// --- Synchronous start: the stored token becomes the bearer header before any request is made. ---
const initialToken = readStorage(TOKEN_STORAGE_KEY);
const initialUser = readCachedUser();
if (initialToken) setAuthToken(initialToken);

const firebase = (): Promise<FirebaseHandle> => loadFirebase(() => getRuntimeConfig().firebase);

export const useAuthStore = create<AuthState>()((set, get) => {
  let subscribed: Promise<void> | null = null;
  /** Explicit actions (login/register/Google) exchange the token themselves. */
  let actionsInFlight = 0;
  /** Exchanges run one after another, so the last one started decides the token. */
  let exchangeChain: Promise<unknown> = Promise.resolve();
  let refreshing: Promise<string | null> | null = null;

  const patch = (partial: Partial<Pick<AuthState, 'user' | 'token' | 'loading'>>) => {
    const next = { ...get(), ...partial };
    set({ ...partial, status: statusOf(next.loading, next.user) });
  };

  const setUser = (user: AuthUser | null) => {
    writeStorage(USER_STORAGE_KEY, user ? JSON.stringify(user) : null);
    patch({ user });
  };

  const setToken = (token: string | null) => {
    writeStorage(TOKEN_STORAGE_KEY, token);
    setAuthToken(token);
    patch({ token });
  };

  /** POST /jwt with a (fresh when asked) Firebase ID token; stores and returns our app token. */
  const exchange = (fbUser: User, forceRefresh = false): Promise<string> => {
    const run = async () => {
      const { auth } = await firebase();
      const email = fbUser.email;
      if (!email) throw new Error('The signed-in account has no e-mail address.');
      const idToken = await fbUser.getIdToken(forceRefresh);
      const { token } = await api.exchangeToken(email, idToken);
      // A sign-out that happened meanwhile wins over a late answer.
      if (auth.currentUser?.uid !== fbUser.uid) throw new Error('Signed out during token exchange.');
      setToken(token);
      return token;
    };
    const result = exchangeChain.then(run, run);
    exchangeChain = result.catch(() => undefined);
    return result;
  };

  /** Exchange whose failure is swallowed (spec §7): protected calls will retry via the 401 path. */
  const exchangeQuietly = (fbUser: User, forceRefresh = false): Promise<void> =>
    exchange(fbUser, forceRefresh).then(
      () => undefined,
      () => undefined,
    );

  const onProviderState = (fbUser: User | null) => {
    if (fbUser) {
      setUser(toAuthUser(fbUser));
      if (fbUser.email && !get().token && actionsInFlight === 0) void exchangeQuietly(fbUser);
    } else {
      setToken(null);
      setUser(null);
    }
    patch({ loading: false });
  };

  const subscribe = (): Promise<void> => {
    if (!subscribed) {
      const attempt = firebase().then(({ auth, sdk }) => {
        sdk.onAuthStateChanged(auth, onProviderState);
      });
      subscribed = attempt;
      attempt.catch(() => {
        if (subscribed === attempt) subscribed = null;
      });
    }
    return subscribed;
  };

  const ready = async (): Promise<FirebaseHandle> => {
    await subscribe();
    return firebase();
  };

  /** Runs a sign-in style action: loading on, failures reset loading and go to the caller. */
  const signInAction = async (
    perform: (handle: FirebaseHandle) => Promise<User>,
    freshIdToken = false,
  ): Promise<void> => {
    patch({ loading: true });
    actionsInFlight += 1;
    let signedIn: User | null = null;
    try {
      const handle = await ready();
      signedIn = await perform(handle);
      setUser(toAuthUser(signedIn));
      await exchangeQuietly(signedIn, freshIdToken);
      patch({ loading: false });
    } catch (error) {
      patch({ loading: false });
      throw error;
    } finally {
      actionsInFlight -= 1;
      // e.g. the account was created but the profile update failed: still get a token.
      if (!signedIn && actionsInFlight === 0 && !get().token) {
        const current = (await firebase().catch(() => null))?.auth.currentUser;
        if (current?.email) void exchangeQuietly(current);
      }
    }
  };

  const expireSession = async (): Promise<null> => {
    try {
      const { auth, sdk } = await firebase();
      await sdk.signOut(auth);
    } catch {
      // still clear our side below
    }
    setToken(null);
    setUser(null);
    patch({ loading: false });
    void import('react-toastify')
      .then(({ toast }) => toast.error(MESSAGES.sessionExpired, { toastId: 'session-expired' }))
      .catch(() => undefined);
    return null;
  };

  /** 401 from our API: re-exchange once with a fresh ID token, else sign out with a clear toast. */
  const onUnauthorized = (): Promise<string | null> => {
    if (!refreshing) {
      // A visitor who never had a session gets no "session expired" toast.
      const hadSession = get().token !== null || get().user !== null;
      refreshing = (async () => {
        try {
          const { auth } = await ready();
          await auth.authStateReady();
          const current = auth.currentUser;
          if (!current?.email) return hadSession ? await expireSession() : null;
          return await exchange(current, true);
        } catch {
          return await expireSession();
        }
      })().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  };
  setUnauthorizedHandler(onUnauthorized);

  return {
    user: initialUser,
    token: initialToken,
    loading: false,
    status: statusOf(false, initialUser),

    init() {
      void subscribe().catch(() => undefined);
    },

    login(email, password) {
      return signInAction(async ({ auth, sdk }) => {
        const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
        return credential.user;
      });
    },

    register({ name, email, photoURL, password }) {
      return signInAction(async ({ auth, sdk }) => {
        const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
        const photo = photoURL?.trim();
        // Omit an empty photo: `photoURL: null` means "delete" in production and is refused by the
        // Auth emulator ("photoUrl must be string").
        await sdk.updateProfile(credential.user, photo ? { displayName: name.trim(), photoURL: photo } : { displayName: name.trim() });
        return credential.user;
      }, true); // a fresh ID token carries the new name to POST /jwt
    },

    loginWithGoogle() {
      return signInAction(async ({ auth, sdk }) => {
        const credential = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
        return credential.user;
      });
    },

    async resetPassword(email) {
      const { auth, sdk } = await ready();
      await sdk.sendPasswordResetEmail(auth, email);
    },

    async logout() {
      patch({ loading: true });
      try {
        const { auth, sdk } = await ready();
        await sdk.signOut(auth);
        setToken(null);
        setUser(null);
        patch({ loading: false });
      } catch (error) {
        patch({ loading: false });
        throw error;
      }
    },
  };
});
