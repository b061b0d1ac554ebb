/**
 * @jest-environment jsdom
 */
/* eslint-disable @typescript-eslint/no-require-imports */
// State machine of the auth store (spec §4, ARCHITECTURE §5). Firebase and the API client are
// replaced with jest mocks; each test re-imports the store so module-load behaviour is tested too.

jest.mock('firebase/app', () => ({
  getApps: jest.fn(() => []),
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
}));

jest.mock('firebase/auth', () => {
  const auth: {
    currentUser: unknown;
    emulatorConfig: unknown;
    authStateReady: jest.Mock;
  } = { currentUser: null, emulatorConfig: null, authStateReady: jest.fn(() => Promise.resolve()) };
  let listener: ((user: unknown) => void) | null = null;
  return {
    __auth: auth,
    __emit: (user: unknown) => {
      auth.currentUser = user;
      listener?.(user);
    },
    getAuth: jest.fn(() => auth),
    connectAuthEmulator: jest.fn(),
    onAuthStateChanged: jest.fn((_auth: unknown, cb: (user: unknown) => void) => {
      listener = cb;
      return () => undefined;
    }),
    signInWithEmailAndPassword: jest.fn(),
    createUserWithEmailAndPassword: jest.fn(),
    updateProfile: jest.fn(),
    signInWithPopup: jest.fn(),
    GoogleAuthProvider: jest.fn(),
    sendPasswordResetEmail: jest.fn(),
    signOut: jest.fn(),
  };
});

jest.mock('./deps', () => ({
  api: { exchangeToken: jest.fn() },
  setAuthToken: jest.fn(),
  setUnauthorizedHandler: jest.fn(),
  getRuntimeConfig: jest.fn(() => ({
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-harborview', emulatorUrl: 'http://127.0.0.1:9099' },
  })),
  TOKEN_STORAGE_KEY: 'harborview-token',
}));

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

type Store = typeof import('./store');
interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  getIdToken: jest.Mock;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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

function load() {
  jest.resetModules();
  const store: Store = require('./store');
  const fb = require('firebase/auth');
  const appSdk = require('firebase/app');
  const deps = require('./deps');
  const toastify = require('react-toastify');
  return {
    store,
    state: () => store.useAuthStore.getState(),
    fb,
    appSdk,
    auth: fb.__auth as { currentUser: unknown; authStateReady: jest.Mock },
    emit: fb.__emit as (user: FakeUser | null) => void,
    deps,
    exchangeToken: deps.api.exchangeToken as jest.Mock,
    setAuthToken: deps.setAuthToken as jest.Mock,
    toastError: toastify.toast.error as jest.Mock,
    unauthorized: () => (deps.setUnauthorizedHandler as jest.Mock).mock.calls[0][0] as () => Promise<string | null>,
  };
}

async function initWith(t: ReturnType<typeof load>, user: FakeUser | null) {
  t.state().init();
  await flush();
  t.emit(user);
  await flush();
}

beforeEach(() => {
  localStorage.clear();
});

describe('start-up', () => {
  it('reads the stored token synchronously at module load and sets the bearer header', () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    localStorage.setItem('harborview-user', JSON.stringify({ email: 'ada@example.com', displayName: 'Ada', photoURL: null }));
    const t = load();
    expect(t.setAuthToken).toHaveBeenCalledWith('app-jwt');
    expect(t.state().token).toBe('app-jwt');
    expect(t.state().user).toEqual({ email: 'ada@example.com', displayName: 'Ada', photoURL: null });
    expect(t.state().status).toBe('signedIn');
    // Firebase is not loaded until init() or an action asks for it.
    expect(t.appSdk.initializeApp).not.toHaveBeenCalled();
  });

  it('starts signed out without a stored token or profile, and ignores a corrupt profile', () => {
    localStorage.setItem('harborview-user', '{not json');
    const t = load();
    expect(t.setAuthToken).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ user: null, token: null, loading: false, status: 'signedOut' });
  });

  it('registers a 401 handler at load', () => {
    const t = load();
    expect(t.deps.setUnauthorizedHandler).toHaveBeenCalledTimes(1);
  });

  it('init() creates one app, connects the emulator once and subscribes once (idempotent)', async () => {
    const t = load();
    t.state().init();
    t.state().init();
    await flush();
    expect(t.appSdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(t.fb.connectAuthEmulator).toHaveBeenCalledWith(t.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect(t.fb.onAuthStateChanged).toHaveBeenCalledTimes(1);
  });
});

describe('provider state changes', () => {
  it('a user with an e-mail and no token held -> POST /jwt, token stored and set as header', async () => {
    const t = load();
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    await initWith(t, fakeUser());
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'id-token');
    expect(t.state()).toMatchObject({ token: 'app-jwt', status: 'signedIn', user: { email: 'ada@example.com', displayName: 'Ada' } });
    expect(localStorage.getItem('harborview-token')).toBe('app-jwt');
    expect(t.setAuthToken).toHaveBeenLastCalledWith('app-jwt');
    expect(JSON.parse(localStorage.getItem('harborview-user')!)).toEqual({ email: 'ada@example.com', displayName: 'Ada', photoURL: null });
  });

  it('does not exchange when a token is already held', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = load();
    await initWith(t, fakeUser());
    expect(t.exchangeToken).not.toHaveBeenCalled();
    expect(t.state().token).toBe('app-jwt');
  });

  it('does not exchange for a user without an e-mail', async () => {
    const t = load();
    await initWith(t, fakeUser({ email: null }));
    expect(t.exchangeToken).not.toHaveBeenCalled();
  });

  it('swallows a failed exchange silently', async () => {
    const t = load();
    t.exchangeToken.mockRejectedValue(new Error('API down'));
    await initWith(t, fakeUser());
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ token: null, status: 'signedIn', loading: false });
  });

  it('no user -> token and cached profile cleared, header removed', async () => {
    localStorage.setItem('harborview-token', 'stale');
    localStorage.setItem('harborview-user', JSON.stringify({ email: 'ada@example.com', displayName: 'Ada', photoURL: null }));
    const t = load();
    await initWith(t, null);
    expect(t.state()).toMatchObject({ token: null, user: null, status: 'signedOut' });
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(localStorage.getItem('harborview-user')).toBeNull();
    expect(t.setAuthToken).toHaveBeenLastCalledWith(null);
  });
});

describe('actions', () => {
  it('login: loading true until the provider reports, then exchanges once; loading false', async () => {
    const t = load();
    await initWith(t, null);
    const user = fakeUser();
    let resolveSignIn!: (v: unknown) => void;
    t.fb.signInWithEmailAndPassword.mockReturnValue(new Promise((r) => (resolveSignIn = r)));
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });

    const done = t.state().login('ada@example.com', 'Secret1');
    expect(t.state()).toMatchObject({ loading: true, status: 'loading' });
    await flush();
    expect(t.fb.signInWithEmailAndPassword).toHaveBeenCalledWith(t.auth, 'ada@example.com', 'Secret1');

    t.emit(user); // the provider's state change arrives
    expect(t.state().loading).toBe(false);
    resolveSignIn({ user });
    await done;

    expect(t.exchangeToken).toHaveBeenCalledTimes(1); // the action's, not a second one from the listener
    expect(t.state()).toMatchObject({ token: 'app-jwt', loading: false, status: 'signedIn' });
  });

  it('login failure is passed to the caller and loading is reset', async () => {
    const t = load();
    await initWith(t, null);
    const error = Object.assign(new Error('bad'), { code: 'auth/wrong-password' });
    t.fb.signInWithEmailAndPassword.mockRejectedValue(error);
    const attempt = t.state().login('ada@example.com', 'nope');
    expect(t.state().loading).toBe(true);
    await expect(attempt).rejects.toBe(error);
    expect(t.state()).toMatchObject({ loading: false, status: 'signedOut', token: null });
    expect(t.exchangeToken).not.toHaveBeenCalled();
  });

  it('register: create, update profile, then exchange with a fresh ID token carrying the name', async () => {
    const t = load();
    await initWith(t, null);
    const user = fakeUser({ displayName: null });
    t.fb.createUserWithEmailAndPassword.mockImplementation(async () => {
      t.emit(user); // Firebase reports the new (still nameless) user
      return { user };
    });
    t.fb.updateProfile.mockImplementation(async (u: FakeUser, profile: { displayName: string; photoURL?: string }) => {
      Object.assign(u, profile);
    });
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });

    await t.state().register({ name: ' Ada Lovelace ', email: 'ada@example.com', photoURL: '', password: 'Secret1' });

    expect(t.fb.createUserWithEmailAndPassword).toHaveBeenCalledWith(t.auth, 'ada@example.com', 'Secret1');
    expect(t.fb.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Ada Lovelace' }); // no photoURL: null (the emulator refuses it)
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'fresh-id-token');
    expect(t.fb.updateProfile.mock.invocationCallOrder[0]).toBeLessThan(
      t.exchangeToken.mock.invocationCallOrder[0]!,
    );
    expect(t.state()).toMatchObject({
      token: 'app-jwt',
      loading: false,
      user: { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null },
    });
  });

  it('register with a photo URL passes it to updateProfile', async () => {
    const t = load();
    await initWith(t, null);
    const user = fakeUser({ displayName: null });
    t.fb.createUserWithEmailAndPassword.mockResolvedValue({ user });
    t.fb.updateProfile.mockResolvedValue(undefined);
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    await t.state().register({ name: 'Ada', email: 'ada@example.com', photoURL: ' https://example.com/a.png ', password: 'Secret1' });
    expect(t.fb.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Ada', photoURL: 'https://example.com/a.png' });
  });

  it('register failure (e-mail in use) goes to the caller, loading reset', async () => {
    const t = load();
    await initWith(t, null);
    const error = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    t.fb.createUserWithEmailAndPassword.mockRejectedValue(error);
    await expect(t.state().register({ name: 'A', email: 'a@b.co', password: 'Secret1' })).rejects.toBe(error);
    expect(t.state().loading).toBe(false);
    expect(t.fb.updateProfile).not.toHaveBeenCalled();
  });

  it('login succeeds even if the token exchange fails (swallowed; 401 path recovers later)', async () => {
    const t = load();
    await initWith(t, null);
    const user = fakeUser();
    t.fb.signInWithEmailAndPassword.mockResolvedValue({ user });
    t.exchangeToken.mockRejectedValue(new Error('API down'));
    await expect(t.state().login('ada@example.com', 'Secret1')).resolves.toBeUndefined();
    expect(t.state()).toMatchObject({ loading: false, token: null, status: 'signedIn' });
  });

  it('Google: popup with a GoogleAuthProvider, then exchange; failure passed on with loading reset', async () => {
    const t = load();
    await initWith(t, null);
    const user = fakeUser();
    t.fb.signInWithPopup.mockImplementationOnce(async () => {
      t.emit(user);
      return { user };
    });
    t.exchangeToken.mockResolvedValue({ token: 'app-jwt' });
    await t.state().loginWithGoogle();
    expect(t.fb.signInWithPopup).toHaveBeenCalledWith(t.auth, expect.any(t.fb.GoogleAuthProvider));
    expect(t.state().token).toBe('app-jwt');

    const error = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    t.fb.signInWithPopup.mockRejectedValueOnce(error);
    await expect(t.state().loginWithGoogle()).rejects.toBe(error);
    expect(t.state().loading).toBe(false);
  });

  it('resetPassword sends the reset e-mail and passes failures on', async () => {
    const t = load();
    t.fb.sendPasswordResetEmail.mockResolvedValueOnce(undefined);
    await t.state().resetPassword('ada@example.com');
    expect(t.fb.sendPasswordResetEmail).toHaveBeenCalledWith(t.auth, 'ada@example.com');
    const error = Object.assign(new Error('nf'), { code: 'auth/user-not-found' });
    t.fb.sendPasswordResetEmail.mockRejectedValueOnce(error);
    await expect(t.state().resetPassword('x@example.com')).rejects.toBe(error);
  });

  it('logout: provider signOut first, then the stored token and header are removed', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = load();
    await initWith(t, fakeUser());
    const order: string[] = [];
    t.fb.signOut.mockImplementation(async () => {
      order.push(`signOut(token=${localStorage.getItem('harborview-token')})`);
    });
    t.setAuthToken.mockImplementation((token: string | null) => order.push(`header(${token})`));

    const done = t.state().logout();
    expect(t.state()).toMatchObject({ loading: true, status: 'loading' });
    await done;
    expect(order).toEqual(['signOut(token=app-jwt)', 'header(null)']);
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(t.state()).toMatchObject({ token: null, user: null, loading: false, status: 'signedOut' });
  });

  it('logout failure goes to the caller, loading reset, token kept', async () => {
    localStorage.setItem('harborview-token', 'app-jwt');
    const t = load();
    await initWith(t, fakeUser());
    t.fb.signOut.mockRejectedValue(new Error('network'));
    await expect(t.state().logout()).rejects.toThrow('network');
    expect(t.state()).toMatchObject({ loading: false, token: 'app-jwt', status: 'signedIn' });
  });
});

describe('401 handler', () => {
  it('re-exchanges once with a fresh ID token and returns the new token', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = load();
    const user = fakeUser();
    await initWith(t, user);
    t.exchangeToken.mockResolvedValue({ token: 'new-jwt' });

    const [a, b] = await Promise.all([t.unauthorized()(), t.unauthorized()()]); // concurrent 401s
    expect(a).toBe('new-jwt');
    expect(b).toBe('new-jwt');
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.exchangeToken).toHaveBeenCalledWith('ada@example.com', 'fresh-id-token');
    expect(localStorage.getItem('harborview-token')).toBe('new-jwt');
    expect(t.setAuthToken).toHaveBeenLastCalledWith('new-jwt');
    expect(t.toastError).not.toHaveBeenCalled();
  });

  it('if the re-exchange fails: signs out, clears the token and toasts a clear message', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = load();
    await initWith(t, fakeUser());
    t.exchangeToken.mockRejectedValue(new Error('401'));

    await expect(t.unauthorized()()).resolves.toBeNull();
    await flush();
    expect(t.exchangeToken).toHaveBeenCalledTimes(1);
    expect(t.fb.signOut).toHaveBeenCalledTimes(1);
    expect(t.state()).toMatchObject({ token: null, user: null, status: 'signedOut' });
    expect(localStorage.getItem('harborview-token')).toBeNull();
    expect(t.toastError).toHaveBeenCalledWith('Your session has expired. Please log in again.', expect.anything());
  });

  it('with nobody signed in at the provider: no exchange, sign out + toast', async () => {
    localStorage.setItem('harborview-token', 'expired');
    const t = load();
    const handler = t.unauthorized();
    await expect(handler()).resolves.toBeNull();
    await flush();
    expect(t.auth.authStateReady).toHaveBeenCalled();
    expect(t.exchangeToken).not.toHaveBeenCalled();
    expect(t.state().token).toBeNull();
    expect(t.toastError).toHaveBeenCalledTimes(1);
  });

  it('a visitor without any session: no exchange and no toast', async () => {
    const t = load();
    await initWith(t, null);
    await expect(t.unauthorized()()).resolves.toBeNull();
    await flush();
    expect(t.exchangeToken).not.toHaveBeenCalled();
    expect(t.toastError).not.toHaveBeenCalled();
  });
});
