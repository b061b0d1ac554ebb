import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { api, setAuthToken, setUnauthorizedHandler } from '../api';
import { getRuntimeConfig } from '../config';
import { MESSAGES } from '../domain';
import { notify } from '../notify/notify';
import { createTokenExchange } from './exchange';
import { initialSnapshot, transition, type AuthEvent } from './machine';
import { firebaseProvider, type AuthProvider, type ProviderUser } from './provider';
import { browserSession, type SessionStorage } from './session';
import type { AuthState, AuthUser } from './types';

/** What the store works with; the product's are in `productDeps`, unit tests pass fakes. */
export interface AuthStoreDeps {
  provider: AuthProvider;
  session: SessionStorage;
  exchangeToken(email: string, idToken: string): Promise<{ token: string }>;
  /** The API client's bearer header. */
  setAuthToken(token: string | null): void;
  /** The API client's 401 path (it merges concurrent 401s into one call). */
  setUnauthorizedHandler(handler: (() => Promise<string | null>) | null): void;
  notifySessionExpired(): void;
}

export type AuthStore = UseBoundStore<StoreApi<AuthState>>;

function toAuthUser(user: ProviderUser): AuthUser {
  return { email: user.email ?? '', displayName: user.displayName ?? null, photoURL: user.photoURL ?? null };
}

/**
 * The auth store: the state machine (./machine) driven by the provider (./provider) and the token
 * exchange (./exchange). The stored session is read when the store is created, so signed-in UI
 * paints at once; the provider is loaded only when there is a session to watch, a sign-in page is
 * open, or an action needs it.
 */
export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  const stored = deps.session.read();
  if (stored.token) deps.setAuthToken(stored.token);

  return create<AuthState>()((set, get) => {
    let watching: Promise<void> | null = null;
    /** Explicit actions (login/register/Google) exchange the token themselves. */
    let actionsInFlight = 0;

    /** One transition of the machine; the stored session and the bearer header follow it. */
    const apply = (event: AuthEvent) => {
      const before = get();
      const after = transition(before, event);
      // Nothing changed (the provider confirming the stored session): no update, no re-render.
      if (after === before) return;
      if (after.token !== before.token) {
        deps.session.saveToken(after.token);
        deps.setAuthToken(after.token);
      }
      if (after.user !== before.user) deps.session.saveUser(after.user);
      set({ user: after.user, token: after.token, loading: after.loading, status: after.status, role: after.role });
    };

    const tokens = createTokenExchange({
      exchangeToken: deps.exchangeToken,
      isCurrent: (uid) => deps.provider.isCurrent(uid),
      onToken: (token) => apply({ type: 'token', token }),
    });

    const onProviderState = (user: ProviderUser | null) => {
      if (!user) return apply({ type: 'providerNone' });
      apply({ type: 'providerUser', user: toAuthUser(user) });
      if (user.email && !get().token && actionsInFlight === 0) void tokens.exchangeQuietly(user);
    };

    const watch = (): Promise<void> => {
      if (!watching) {
        const attempt = deps.provider.watch(onProviderState);
        watching = attempt;
        attempt.catch(() => {
          if (watching === attempt) watching = null;
        });
      }
      return watching;
    };

    /** A sign-in style action: loading on; failures reset loading and go to the caller. */
    const signInAction = async (perform: () => Promise<ProviderUser>, freshIdToken = false): Promise<void> => {
      apply({ type: 'actionStarted' });
      actionsInFlight += 1;
      let signedIn: ProviderUser | null = null;
      try {
        await watch();
        signedIn = await perform();
        apply({ type: 'actionUser', user: toAuthUser(signedIn) });
        await tokens.exchangeQuietly(signedIn, freshIdToken);
        apply({ type: 'actionDone' });
      } catch (error) {
        apply({ type: 'actionFailed' });
        throw error;
      } finally {
        actionsInFlight -= 1;
        // e.g. the account was created but the profile update failed: still get a token.
        if (!signedIn && actionsInFlight === 0 && !get().token) {
          const current = await deps.provider.currentUser().catch(() => null);
          if (current?.email) void tokens.exchangeQuietly(current);
        }
      }
    };

    const expireSession = async (): Promise<null> => {
      try {
        await deps.provider.signOut();
      } catch {
        // still clear our side below
      }
      apply({ type: 'signedOut' });
      deps.notifySessionExpired();
      return null;
    };

    /** 401 from our API: re-exchange with a fresh ID token, else sign out with a clear toast. */
    const onUnauthorized = async (): Promise<string | null> => {
      // A visitor who never had a session has nothing to renew (and no reason to load the provider).
      if (get().token === null && get().user === null) return null;
      try {
        await watch();
        const current = await deps.provider.currentUser();
        if (!current?.email) return await expireSession();
        return await tokens.exchange(current, true);
      } catch {
        return await expireSession();
      }
    };
    deps.setUnauthorizedHandler(onUnauthorized);

    return {
      ...initialSnapshot(stored.user, stored.token),

      init() {
        // A guest who never signed in downloads no provider code (docs/architecture.md §10).
        if (get().token !== null || get().user !== null) void watch().catch(() => undefined);
      },

      prepareSignIn() {
        void watch().catch(() => undefined);
      },

      login(email, password) {
        return signInAction(() => deps.provider.signIn(email, password));
      },

      register(input) {
        // A fresh ID token carries the new name to POST /jwt.
        return signInAction(() => deps.provider.register(input), true);
      },

      loginWithGoogle() {
        return signInAction(() => deps.provider.signInWithGoogle());
      },

      async resetPassword(email) {
        await deps.provider.sendPasswordReset(email);
      },

      async logout() {
        apply({ type: 'actionStarted' });
        try {
          await watch();
          await deps.provider.signOut();
          apply({ type: 'signedOut' });
        } catch (error) {
          apply({ type: 'actionFailed' });
          throw error;
        }
      },
    };
  });
}

/** The product's parts: Firebase, localStorage, the shared API client, a toast. */
export function productDeps(): AuthStoreDeps {
  return {
    provider: firebaseProvider(() => getRuntimeConfig().firebase),
    session: browserSession,
    exchangeToken: (email, idToken) => api.exchangeToken(email, idToken),
    setAuthToken,
    setUnauthorizedHandler,
    notifySessionExpired() {
      void notify('error', MESSAGES.sessionExpired, { toastId: 'session-expired' });
    },
  };
}

/**
 * A bound zustand hook whose store is created on first use, not at import: importing this module
 * has no side effects (shared/package.json says so), and reading storage or registering with the API
 * client happens only in a page that uses auth.
 */
function lazyStore(make: () => AuthStore): AuthStore {
  let store: AuthStore | null = null;
  const get = () => (store ??= make());
  const hook = (<U>(selector?: (state: AuthState) => U) => (selector ? get()(selector) : get()())) as AuthStore;
  return Object.assign(hook, {
    getState: () => get().getState(),
    getInitialState: () => get().getInitialState(),
    setState: ((...args: Parameters<StoreApi<AuthState>['setState']>) =>
      get().setState(...(args as [AuthState, true]))) as StoreApi<AuthState>['setState'],
    subscribe: (listener: Parameters<StoreApi<AuthState>['subscribe']>[0]) => get().subscribe(listener),
  });
}

export const useAuthStore: AuthStore = lazyStore(() => createAuthStore(productDeps()));
