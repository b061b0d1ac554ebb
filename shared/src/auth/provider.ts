import type { Auth } from 'firebase/auth';
import type { FirebaseWebConfig } from '../config';
import type { RegisterInput } from './types';

/** The provider's user as the store needs it (a Firebase `User` fits). */
export interface ProviderUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/** The identity provider behind the store (docs/architecture.md §5): Firebase Auth in the product. */
export interface AuthProvider {
  /** Calls `listener` with every state change of the provider (the first one reports the restored session). */
  watch(listener: (user: ProviderUser | null) => void): Promise<void>;
  /** The signed-in user once the provider has restored its session, else null. */
  currentUser(): Promise<ProviderUser | null>;
  /** Whether `uid` is still the signed-in user (a sign-out meanwhile beats a late token). */
  isCurrent(uid: string): Promise<boolean>;
  signIn(email: string, password: string): Promise<ProviderUser>;
  /** Creates the account and sets its profile (name, optional photo). */
  register(input: RegisterInput): Promise<ProviderUser>;
  signInWithGoogle(): Promise<ProviderUser>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}

type AuthSdk = typeof import('firebase/auth');

interface FirebaseHandle {
  auth: Auth;
  sdk: AuthSdk;
}

/**
 * Firebase Auth, loaded on first use: firebase/app and firebase/auth are dynamic imports (their own
 * chunks, shared singletons), so nobody downloads them until the store needs the provider.
 *
 * `initializeAuth` with explicit persistence, not `getAuth`: getAuth also installs the popup/redirect
 * resolver, which on mobile browsers and Safari loads Google's api.js at start-up. The resolver is
 * passed to signInWithPopup instead, so that script loads only when Google sign-in starts.
 */
export function firebaseProvider(getConfig: () => FirebaseWebConfig): AuthProvider {
  let pending: Promise<FirebaseHandle> | null = null;

  const load = (): Promise<FirebaseHandle> => {
    if (!pending) {
      const attempt = (async () => {
        const [appSdk, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
        const config = getConfig();
        const app =
          appSdk.getApps()[0] ??
          appSdk.initializeApp({
            apiKey: config.apiKey,
            authDomain: config.authDomain,
            projectId: config.projectId,
            ...(config.appId ? { appId: config.appId } : {}),
          });
        let auth: Auth;
        try {
          auth = sdk.initializeAuth(app, {
            // The first that works: in a partner's frame a browser may partition or block storage
            // (docs/architecture.md §7), and memory still lets the guest sign in and book.
            persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence, sdk.inMemoryPersistence],
          });
        } catch {
          auth = sdk.getAuth(app); // already initialised for this app (e.g. a second bundle's copy of this module)
        }
        if (config.emulatorUrl && !auth.emulatorConfig) {
          sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
        }
        return { auth, sdk };
      })();
      pending = attempt;
      // A failed load (e.g. a chunk blip) may be retried.
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };

  return {
    async watch(listener) {
      const { auth, sdk } = await load();
      sdk.onAuthStateChanged(auth, listener);
    },
    async currentUser() {
      const { auth } = await load();
      await auth.authStateReady();
      return auth.currentUser;
    },
    async isCurrent(uid) {
      const { auth } = await load();
      return auth.currentUser?.uid === uid;
    },
    async signIn(email, password) {
      const { auth, sdk } = await load();
      return (await sdk.signInWithEmailAndPassword(auth, email, password)).user;
    },
    async register({ name, email, photoURL, password }) {
      const { auth, sdk } = await load();
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      const photo = photoURL?.trim();
      // Omit an empty photo: `photoURL: null` means "delete" in production and is refused by the
      // Auth emulator ("photoUrl must be string").
      await sdk.updateProfile(user, photo ? { displayName: name.trim(), photoURL: photo } : { displayName: name.trim() });
      return user;
    },
    async signInWithGoogle() {
      const { auth, sdk } = await load();
      const credential = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
      return credential.user;
    },
    async sendPasswordReset(email) {
      const { auth, sdk } = await load();
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async signOut() {
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
  };
}
