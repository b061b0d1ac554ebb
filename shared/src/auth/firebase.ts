import type { Auth } from 'firebase/auth';
import type { FirebaseWebConfig } from '../config';

/** The modular Auth SDK namespace (firebase/auth), loaded on demand. */
export type AuthSdk = typeof import('firebase/auth');

export interface FirebaseHandle {
  auth: Auth;
  sdk: AuthSdk;
}

let pending: Promise<FirebaseHandle> | null = null;

/**
 * ONE Firebase app and its Auth instance, loaded lazily: firebase/app and firebase/auth are dynamic
 * imports (separate chunks, Module Federation shared singletons), so they are not part of the first
 * page's JavaScript. Memoised; a failed load (e.g. a chunk blip) may be retried.
 */
export function loadFirebase(getConfig: () => FirebaseWebConfig): Promise<FirebaseHandle> {
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
      const auth = sdk.getAuth(app);
      if (config.emulatorUrl && !auth.emulatorConfig) {
        sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
      }
      return { auth, sdk };
    })();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** Test hook: forget the memoised instance. */
export function resetFirebaseForTests(): void {
  pending = null;
}
