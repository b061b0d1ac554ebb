/**
 * @jest-environment jsdom
 */
// The auth store (docs/product.md §4, docs/architecture.md §5) over a fake provider, the real
// localStorage session and spies for the API client: each test creates a fresh store.
import type { AuthProvider, ProviderUser } from './provider';
import { browserSession } from './session';
import { createAuthStore, type AuthStoreDeps } from './store';
import { deferred } from '../testing/deferred';

interface FakeUser extends ProviderUser {
  getIdToken: jest.Mock<Promise<string>, [boolean?]>;
}


function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    getIdToken: jest.fn((force?: boolean) => Promise.resolve(force ? 'fresh-id-token' : 'id-token')),
    ...overrides,
  };
}

/** A provider whose state changes the test drives with `emit`. */
function fakeProvider() {
  let listener: ((user: ProviderUser | null) => void) | null = null;
  let current: ProviderUser | null = null;
  const provider = {
    watch: jest.fn(async (l: (user: ProviderUser | null) => void) => {
      listener = l;
    }),
    currentUser: jest.fn(async () => current),
    isCurrent: jest.fn(async (uid: string) => current?.uid === uid),
    signIn: jest.fn<Promise<ProviderUser>, [string, string]>(),
    register: jest.fn<Promise<ProviderUser>, Parameters<AuthProvider['register']>>(),
    signInWithGoogle: jest.fn<Promise<ProviderUser>, []>(),
    sendPasswordReset: jest.fn<Promise<void>, [string]>(),
    signOut: jest.fn(async () => undefined),
  } satisfies AuthProvider;
  const emit = (user: ProviderUser | null) => {
    current = user;
    listener?.(user);
  };
  const setCurrent = (user: ProviderUser | null) => {
    current = user;
  };
  return { provider, emit, setCurrent };
}

function setup() {
  const fake = fakeProvider();
  const deps = {
    provider: fake.provider,
    session: browserSession,
    exchangeToken: jest.fn<Promise<{ token: string }>, [string, string]>(),
    setAuthToken: jest.fn<void, [string | null]>(),
    setUnauthorizedHandler: jest.fn<void, [(() => Promise<string | null>) | null]>(),
    notifySessionExpired: jest.fn<void, []>(),
  } satisfies AuthStoreDeps;
  const store = createAuthStore(deps);
  return {
    ...fake,
    deps,
    store,
    state: () => store.getState(),
    exchangeToken: deps.exchangeToken,
    unauthorized: () => deps.setUnauthorizedHandler.mock.calls[0]![0]!,
  };
}

/** A sign-in page opened (the provider is watched at once) and the provider reported `user`. */
function initWith(t: ReturnType<typeof setup>, user: FakeUser | null) {
  t.state().prepareSignIn();
  t.emit(user);
}

/** A provider's sign-in that makes `user` its current user and returns it; `tell`: its watcher tells the store. */
function signsIn(t: ReturnType<typeof setup>, user: FakeUser, { tell = true } = {}) {
  return async () => {
    if (tell) t.emit(user);
    else t.setCurrent(user);
    return user;
  };
}

/** Resolves once the store's state satisfies `ready` (at once when it already does). */
function untilState(t: ReturnType<typeof setup>, ready: (s: ReturnType<ReturnType<typeof setup>['state']>) => boolean) {
  return new Promise<void>((resolve) => {
    if (ready(t.state())) return resolve();
    const stop = t.store.subscribe((s) => {
      if (ready(s)) {
        stop();
        resolve();
      }
    });
  });
}

const ada = { email: 'ada@example.com', displayName: 'Ada', photoURL: null };

beforeEach(() => {
  localStorage.clear();
});

describe('start-up', () => {
  it('reads the stored token and profile when created: bearer header set, signed in at once, no provider', () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    localStorage.setItem('harborview-user', JSON.stringify(ada));
    const t = setup();
    expect(t.deps.setAuthToken).toHaveBeenCalledWith('app-jwt');
    expect(t.state()).toMatchObject({ token: 'app-jwt', user: ada, status: 'signedIn', loading: false });
    expect(t.provider.watch).not.toHaveBeenCalled();
  });

  it('starts signed out without a stored token or profile, and ignores a corrupt profile', () => {
    localStorage.setItem('harborview-user', '{not json');
    const t = setup();
    expect(t.deps.setAuthToken).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ user: null, token: null, loading: false, status: 'signedOut' });
  });

  it('registers its 401 handler with the API client when created', () => {
    const t = setup();
    expect(t.deps.setUnauthorizedHandler).toHaveBeenCalledTimes(1);
  });

  it('init() without a stored session (a guest who never signed in) does not load the provider', async () => {
    const t = setup();
    t.state().init(); // the provider would be watched at once (synchronously) if at all
    expect(t.provider.watch).not.toHaveBeenCalled();
  });

  it('init() with only a cached profile still watches the provider (it may hold a user without a token)', async () => {
    localStorage.setItem('harborview-user', JSON.stringify(ada));
    const t = setup();
    t.state().init();
    expect(t.provider.watch).toHaveBeenCalledTimes(1);
  });

  it('prepareSignIn() (a sign-in page opened) loads and watches the provider, once', async () => {
    const t = setup();
    t.state().prepareSignIn();
    t.state().prepareSignIn();
    t.state().init();
    expect(t.provider.watch).toHaveBeenCalledTimes(1);
  });

  it('init() watches the provider once (idempotent)', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = setup();
    t.state().init();
    t.state().init();
    expect(t.provider.watch).toHaveBeenCalledTimes(1);
  });
});

describe('provider state changes', () => {
  it('a user with an e-mail and no token held -> POST /jwt, token stored and set as header', async () => {
    const t = setup();
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    initWith(t, fakeUser());
    await untilState(t, (s) => s.token !== null);
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'id-token');
    expect(t.state()).toMatchObject({ token: 'app-jwt', status: 'signedIn', user: ada });
    expect(localStorage.getItem('harborview-token')).toBe('app-jwt');
    expect(t.deps.setAuthToken).toHaveBeenLastCalledWith('app-jwt');
    expect(JSON.parse(localStorage.getItem('harborview-user')!)).toEqual(ada);
  });

  it('does not exchange when a token is already held', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = setup();
    initWith(t, fakeUser());
    expect(t.state().token).toBe('app-jwt');
    // Exchanges run one after another: once the 401 path's exchange is done, any exchange the
    // provider's report had started would be too. Only the 401 path's one happened.
    t.exchangeToken.mockResolvedValue({ token: 'renewed-jwt' });
    await t.unauthorized()();
    expect(t.exchangeToken.mock.calls).toEqual([['ada@example.com', 'fresh-id-token']]);
  });

  it("the provider confirming the stored session changes nothing: no update, so no page re-renders", () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    localStorage.setItem('harborview-user', JSON.stringify(ada));
    const t = setup();
    const restored = t.state().user;
    const updates: unknown[] = [];
    t.store.subscribe((s) => updates.push(s));
    initWith(t, fakeUser());
    expect(updates).toEqual([]);
    expect(t.state().user).toBe(restored);
    // A changed name is news: the top bar must show it.
    t.emit(fakeUser({ displayName: 'Ada L.' }));
    expect(updates).toHaveLength(1);
    expect(t.state().user).toEqual({ ...ada, displayName: 'Ada L.' });
  });

  it('does not exchange for a user without an e-mail', async () => {
    const t = setup();
    initWith(t, fakeUser({ email: null })); // decided at once: no e-mail, nothing to exchange
    expect(t.exchangeToken).not.toHaveBeenCalled();
  });

  it('swallows a failed exchange silently', async () => {
    const t = setup();
    const tried = deferred();
    t.exchangeToken.mockImplementation(async () => {
      tried.resolve();
      throw new Error('API down');
    });
    initWith(t, fakeUser());
    await tried.promise;
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ token: null, status: 'signedIn', loading: false });
  });

  it('a token that arrives after a sign-out is dropped', async () => {
    const t = setup();
    const answer = deferred<{ token: string }>();
    const asked = deferred();
    t.exchangeToken.mockImplementation(() => {
      asked.resolve();
      return answer.promise;
    });
    const held: Array<string | null> = [];
    t.store.subscribe((s) => held.push(s.token));
    initWith(t, fakeUser());
    await asked.promise;
    t.emit(null);
    expect(t.state()).toMatchObject({ token: null, user: null, status: 'signedOut' });
    answer.resolve({ token: 'late-jwt' });
    // The next guest's exchange runs only once the late one has settled (exchanges are chained).
    t.exchangeToken.mockResolvedValue({ token: 'next-jwt' });
    t.emit(fakeUser({ uid: 'u2', email: 'bob@example.com' }));
    await untilState(t, (s) => s.token === 'next-jwt');
    expect(held).not.toContain('late-jwt');
    expect(t.deps.setAuthToken).not.toHaveBeenCalledWith('late-jwt');
  });

  it('no user -> token and cached profile cleared, header removed', async () => {
    localStorage.setItem('harborview-token', 'stale');
    localStorage.setItem('harborview-user', JSON.stringify(ada));
    const t = setup();
    initWith(t, null);
    expect(t.state()).toMatchObject({ token: null, user: null, status: 'signedOut' });
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(localStorage.getItem('harborview-user')).toBeNull();
    expect(t.deps.setAuthToken).toHaveBeenLastCalledWith(null);
  });
});

describe('actions', () => {
  it('login: loading true until the provider reports, then exchanges once; loading false', async () => {
    const t = setup();
    initWith(t, null);
    const user = fakeUser();
    const signingIn = deferred();
    const signedIn = deferred<ProviderUser>();
    t.provider.signIn.mockImplementation(() => {
      signingIn.resolve();
      return signedIn.promise;
    });
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });

    const done = t.state().login('ada@example.com', 'Secret1');
    expect(t.state()).toMatchObject({ loading: true, status: 'loading' });
    await signingIn.promise;
    expect(t.provider.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret1');

    t.emit(user); // the provider's state change arrives
    expect(t.state().loading).toBe(false);
    signedIn.resolve(user);
    await done;

    expect(t.exchangeToken).toHaveBeenCalledTimes(1); // the action's, not a second one from the listener
    expect(t.state()).toMatchObject({ token: 'app-jwt', loading: false, status: 'signedIn' });
  });

  it('login failure is passed to the caller and loading is reset', async () => {
    const t = setup();
    initWith(t, null);
    const error = Object.assign(new Error('bad'), { code: 'auth/wrong-password' });
    t.provider.signIn.mockRejectedValue(error);
    const attempt = t.state().login('ada@example.com', 'nope');
    expect(t.state().loading).toBe(true);
    await expect(attempt).rejects.toBe(error);
    expect(t.state()).toMatchObject({ loading: false, status: 'signedOut', token: null });
    expect(t.exchangeToken).not.toHaveBeenCalled();
  });

  it('register: the provider creates the account, then exchange with a fresh ID token carrying the name', async () => {
    const t = setup();
    initWith(t, null);
    t.provider.register.mockImplementation(signsIn(t, fakeUser({ displayName: 'Ada Lovelace' })));
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    const input = { name: 'Ada Lovelace', email: 'ada@example.com', photoURL: '', password: 'Secret1' };
    await t.state().register(input);
    expect(t.provider.register).toHaveBeenCalledWith(input);
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'fresh-id-token');
    expect(t.state()).toMatchObject({
      token: 'app-jwt',
      loading: false,
      user: { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null },
    });
  });

  it('register failure (e-mail in use) goes to the caller, loading reset', async () => {
    const t = setup();
    initWith(t, null);
    const error = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    t.provider.register.mockRejectedValue(error);
    await expect(t.state().register({ name: 'A', email: 'a@b.co', password: 'Secret1' })).rejects.toBe(error);
    expect(t.state().loading).toBe(false);
  });

  it('register whose profile update failed: the caller gets the error, the created account still gets a token', async () => {
    const t = setup();
    initWith(t, null);
    const user = fakeUser();
    const error = new Error('profile update failed');
    t.provider.register.mockImplementation(async () => {
      t.emit(user); // the account exists
      throw error;
    });
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    await expect(t.state().register({ name: 'Ada', email: 'ada@example.com', password: 'Secret1' })).rejects.toBe(error);
    await untilState(t, (s) => s.token !== null);
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ token: 'app-jwt', loading: false, status: 'signedIn' });
  });

  it('login succeeds even if the token exchange fails (swallowed; 401 path recovers later)', async () => {
    const t = setup();
    initWith(t, null);
    // The provider has the user, but its watcher has not told the store yet.
    t.provider.signIn.mockImplementation(signsIn(t, fakeUser(), { tell: false }));
    t.exchangeToken.mockRejectedValue(new Error('API down'));
    await expect(t.state().login('ada@example.com', 'Secret1')).resolves.toBeUndefined();
    expect(t.state()).toMatchObject({ loading: false, token: null, status: 'signedIn' });
  });

  it('Google: sign-in then exchange; failure passed on with loading reset', async () => {
    const t = setup();
    initWith(t, null);
    t.provider.signInWithGoogle.mockImplementationOnce(signsIn(t, fakeUser()));
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    await t.state().loginWithGoogle();
    expect(t.state().token).toBe('app-jwt');

    const error = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    t.provider.signInWithGoogle.mockRejectedValueOnce(error);
    await expect(t.state().loginWithGoogle()).rejects.toBe(error);
    expect(t.state().loading).toBe(false);
  });

  it('resetPassword sends the reset e-mail and passes failures on', async () => {
    const t = setup();
    t.provider.sendPasswordReset.mockResolvedValueOnce(undefined);
    await t.state().resetPassword('ada@example.com');
    expect(t.provider.sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    const error = Object.assign(new Error('nf'), { code: 'auth/user-not-found' });
    t.provider.sendPasswordReset.mockRejectedValueOnce(error);
    await expect(t.state().resetPassword('x@example.com')).rejects.toBe(error);
  });

  it('logout: provider signOut first, then the stored token and header are removed', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = setup();
    initWith(t, fakeUser());
    const order: string[] = [];
    t.provider.signOut.mockImplementation(async () => {
      order.push(`signOut(token=${localStorage.getItem('harborview-token')})`);
    });
    t.deps.setAuthToken.mockImplementation((token) => order.push(`header(${token})`));

    const done = t.state().logout();
    expect(t.state()).toMatchObject({ loading: true, status: 'loading' });
    await done;
    expect(order).toEqual(['signOut(token=app-jwt)', 'header(null)']);
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(t.state()).toMatchObject({ token: null, user: null, loading: false, status: 'signedOut' });
  });

  it('logout failure goes to the caller, loading reset, token kept', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = setup();
    initWith(t, fakeUser());
    t.provider.signOut.mockRejectedValue(new Error('network'));
    await expect(t.state().logout()).rejects.toThrow('network');
    expect(t.state()).toMatchObject({ loading: false, token: 'app-jwt', status: 'signedIn' });
  });
});

describe('401 handler', () => {
  it('re-exchanges with a fresh ID token and returns the new token', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = setup();
    const user = fakeUser();
    initWith(t, user);
    t.exchangeToken.mockResolvedValue({ token: 'new-jwt' });

    await expect(t.unauthorized()()).resolves.toBe('new-jwt');
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'fresh-id-token');
    expect(localStorage.getItem('harborview-token')).toBe('new-jwt');
    expect(t.deps.setAuthToken).toHaveBeenLastCalledWith('new-jwt');
    expect(t.deps.notifySessionExpired).not.toHaveBeenCalled();
  });

  it('if the re-exchange fails: signs out, clears the token and says the session expired', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = setup();
    initWith(t, fakeUser());
    t.exchangeToken.mockRejectedValue(new Error('401'));

    await expect(t.unauthorized()()).resolves.toBeNull();
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.provider.signOut).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ token: null, user: null, status: 'signedOut' });
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(t.deps.notifySessionExpired).toHaveBeenCalledTimes(1);
  });

  it('with nobody signed in at the provider: no exchange, sign out + session-expired notice', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = setup();
    await expect(t.unauthorized()()).resolves.toBeNull();
    expect(t.provider.currentUser).toHaveBeenCalled();
    expect(t.exchangeToken).not.toHaveBeenCalled();
    expect(t.state().token).toBeNull();
    expect(t.deps.notifySessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a visitor without any session: no exchange, no notice, and the provider is not even loaded', async () => {
    const t = setup();
    await expect(t.unauthorized()()).resolves.toBeNull();
    expect(t.provider.watch).not.toHaveBeenCalled();
    expect(t.provider.currentUser).not.toHaveBeenCalled();
    expect(t.exchangeToken).not.toHaveBeenCalled();
    expect(t.deps.notifySessionExpired).not.toHaveBeenCalled();
  });
});

describe('the product store (useAuthStore)', () => {
  it('importing the module reads no storage and registers nothing; the store is created on first use', () => {
    jest.isolateModules(() => {
      localStorage.setItem('harborview-token', 'app-jwt');
      const getItem = jest.spyOn(Storage.prototype, 'getItem');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const client = require('../api/client') as typeof import('../api/client');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { useAuthStore } = require('./store') as typeof import('./store');
      expect(getItem).not.toHaveBeenCalled();
      expect(client.getAuthToken()).toBeNull();

      expect(useAuthStore.getState()).toMatchObject({ token: 'app-jwt', status: 'signedOut' }); // no cached profile
      expect(getItem).toHaveBeenCalledWith('harborview-token');
      expect(client.getAuthToken()).toBe('app-jwt');
      getItem.mockRestore();
    });
  });
});
