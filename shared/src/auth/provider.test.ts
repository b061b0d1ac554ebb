// The Firebase adapter over mocked firebase/app and firebase/auth: how it starts Auth (no
// popup/redirect resolver at start, so Google's api.js is not fetched then) and what each call sends.
jest.mock('firebase/app', () => ({
  getApps: jest.fn(() => []),
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
}));

jest.mock('firebase/auth', () => {
  const auth = { currentUser: null as unknown, emulatorConfig: null as unknown, authStateReady: jest.fn(() => Promise.resolve()) };
  return {
    __auth: auth,
    initializeAuth: jest.fn(() => auth),
    getAuth: jest.fn(() => auth),
    indexedDBLocalPersistence: 'indexedDB',
    browserLocalPersistence: 'local',
    browserSessionPersistence: 'session',
    inMemoryPersistence: 'memory',
    browserPopupRedirectResolver: 'popupRedirectResolver',
    connectAuthEmulator: jest.fn(),
    onAuthStateChanged: jest.fn(),
    signInWithEmailAndPassword: jest.fn(async () => ({ user: { uid: 'u1' } })),
    createUserWithEmailAndPassword: jest.fn(async () => ({ user: { uid: 'u1' } })),
    updateProfile: jest.fn(async () => undefined),
    signInWithPopup: jest.fn(async () => ({ user: { uid: 'g1' } })),
    GoogleAuthProvider: jest.fn(),
    sendPasswordResetEmail: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
  };
});

import * as appSdk from 'firebase/app';
import * as sdk from 'firebase/auth';
import { firebaseProvider } from './provider';

const fb = sdk as unknown as { [name: string]: jest.Mock } & { __auth: { currentUser: unknown } };
const config = { apiKey: 'k', authDomain: 'd', projectId: 'demo-harborview', emulatorUrl: 'http://127.0.0.1:9099' };

beforeEach(() => jest.clearAllMocks());

it('creates nothing until first used', () => {
  firebaseProvider(() => config);
  expect(appSdk.initializeApp).not.toHaveBeenCalled();
  expect(fb.initializeAuth).not.toHaveBeenCalled();
});

it('starts Auth once with explicit persistence and no popup/redirect resolver, on the emulator', async () => {
  const provider = firebaseProvider(() => config);
  await Promise.all([provider.watch(() => undefined), provider.currentUser(), provider.isCurrent('u1')]);
  expect(appSdk.initializeApp).toHaveBeenCalledTimes(1);
  expect(fb.initializeAuth).toHaveBeenCalledTimes(1);
  const options = fb.initializeAuth!.mock.calls[0]![1];
  expect(options).toEqual({ persistence: ['indexedDB', 'local', 'session', 'memory'] });
  expect(options).not.toHaveProperty('popupRedirectResolver');
  expect(fb.getAuth).not.toHaveBeenCalled(); // getAuth would install the resolver
  expect(fb.connectAuthEmulator).toHaveBeenCalledTimes(1);
  expect(fb.connectAuthEmulator).toHaveBeenCalledWith(fb.__auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  expect(fb.onAuthStateChanged).toHaveBeenCalledTimes(1);
});

it('Google sign-in passes the popup/redirect resolver only then', async () => {
  const provider = firebaseProvider(() => config);
  await expect(provider.signInWithGoogle()).resolves.toEqual({ uid: 'g1' });
  expect(fb.signInWithPopup).toHaveBeenCalledWith(fb.__auth, expect.any(fb.GoogleAuthProvider), 'popupRedirectResolver');
});

it('register sets the trimmed name, and the photo only when one was given', async () => {
  const provider = firebaseProvider(() => config);
  await provider.register({ name: ' Ada Lovelace ', email: 'ada@example.com', photoURL: '', password: 'Secret1' });
  expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledWith(fb.__auth, 'ada@example.com', 'Secret1');
  expect(fb.updateProfile).toHaveBeenLastCalledWith({ uid: 'u1' }, { displayName: 'Ada Lovelace' }); // no photoURL: null (the emulator refuses it)
  await provider.register({ name: 'Ada', email: 'ada@example.com', photoURL: ' https://example.com/a.png ', password: 'Secret1' });
  expect(fb.updateProfile).toHaveBeenLastCalledWith({ uid: 'u1' }, { displayName: 'Ada', photoURL: 'https://example.com/a.png' });
});

it('sign-in, reset and sign-out go to the matching Firebase calls', async () => {
  const provider = firebaseProvider(() => config);
  await provider.signIn('ada@example.com', 'Secret1');
  expect(fb.signInWithEmailAndPassword).toHaveBeenCalledWith(fb.__auth, 'ada@example.com', 'Secret1');
  await provider.sendPasswordReset('ada@example.com');
  expect(fb.sendPasswordResetEmail).toHaveBeenCalledWith(fb.__auth, 'ada@example.com');
  await provider.signOut();
  expect(fb.signOut).toHaveBeenCalledWith(fb.__auth);
});

it('a failed load is retried on the next call', async () => {
  (appSdk.initializeApp as jest.Mock).mockImplementationOnce(() => {
    throw new Error('chunk blip');
  });
  const provider = firebaseProvider(() => config);
  await expect(provider.currentUser()).rejects.toThrow('chunk blip');
  await expect(provider.currentUser()).resolves.toBeNull();
});
