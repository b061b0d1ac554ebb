/**
 * Firebase Auth error codes -> the messages of docs/product.md §8. Pure: no Firebase import, so pages can use it
 * without pulling the SDK into their chunk. Covers the emulator's codes (auth/wrong-password,
 * auth/user-not-found) and production's (auth/invalid-credential, auth/invalid-login-credentials).
 */
import { MESSAGES } from '../domain';

export type AuthAction = 'login' | 'register' | 'google' | 'googleRegister' | 'reset' | 'logout';


/** The `code` of a Firebase error (or anything shaped like one), else undefined. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function authErrorMessage(action: AuthAction, code: string | undefined | null): string {
  // An unreachable auth service is no reason to tell the guest their credentials are wrong.
  if (code === 'auth/network-request-failed' && action !== 'logout') return MESSAGES.authUnreachable;
  switch (action) {
    case 'login':
      return MESSAGES.loginFailed;
    case 'google':
      return MESSAGES.googleLoginFailed;
    case 'googleRegister':
      return MESSAGES.googleRegisterFailed;
    case 'register':
      return code === 'auth/email-already-in-use' || code === 'auth/email-already-exists'
        ? MESSAGES.registerEmailInUse
        : MESSAGES.registerFailed;
    case 'reset':
      switch (code) {
        case 'auth/user-not-found':
        case 'auth/invalid-credential':
        case 'auth/invalid-login-credentials':
          return MESSAGES.resetUserNotFound;
        case 'auth/invalid-email':
        case 'auth/missing-email':
          return MESSAGES.invalidEmail;
        case 'auth/too-many-requests':
          return MESSAGES.resetTooManyRequests;
        default:
          return MESSAGES.resetFailed;
      }
    case 'logout':
      return MESSAGES.logoutFailed;
  }
}

/** Convenience: the message for an error thrown by one of the store's actions. */
export function authErrorMessageFor(action: AuthAction, error: unknown): string {
  return authErrorMessage(action, authErrorCode(error));
}
