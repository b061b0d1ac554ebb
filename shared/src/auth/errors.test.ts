import { authErrorCode, authErrorMessage, authErrorMessageFor } from './errors';

describe('authErrorMessage', () => {
  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
    'auth/too-many-requests',
    'auth/invalid-email',
    undefined,
  ])('login failure %s -> the one login message', (code) => {
    expect(authErrorMessage('login', code)).toBe('Login failed. Please check your credentials.');
  });

  it('register: e-mail already in use (client and admin codes)', () => {
    expect(authErrorMessage('register', 'auth/email-already-in-use')).toBe('This email is already registered.');
    expect(authErrorMessage('register', 'auth/email-already-exists')).toBe('This email is already registered.');
  });

  it.each(['auth/weak-password', 'auth/invalid-email', undefined])(
    'register, other (%s)',
    (code) => {
      expect(authErrorMessage('register', code)).toBe('Registration failed. Please try again.');
    },
  );

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/popup-blocked', undefined])(
    'Google failures (%s)',
    (code) => {
      expect(authErrorMessage('google', code)).toBe('Google login failed. Please try again.');
      expect(authErrorMessage('googleRegister', code)).toBe('Google registration failed. Please try again.');
    },
  );

  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/invalid-credential', 'No account found with this email address.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/missing-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    [undefined, 'Failed to send reset email. Please try again.'],
  ])('reset %s', (code, message) => {
    expect(authErrorMessage('reset', code)).toBe(message);
  });

  it.each(['login', 'register', 'google', 'googleRegister', 'reset'] as const)(
    '%s: an unreachable auth service says so, not "check your credentials"',
    (action) => {
      expect(authErrorMessage(action, 'auth/network-request-failed')).toBe(
        'Sign-in is unavailable right now. Please check your connection and try again.',
      );
    },
  );

  it('logout', () => {
    expect(authErrorMessage('logout', 'anything')).toBe('An error happened.');
  });
});

describe('authErrorCode / authErrorMessageFor', () => {
  it('reads the code of Firebase-shaped errors only', () => {
    expect(authErrorCode({ code: 'auth/user-not-found' })).toBe('auth/user-not-found');
    expect(authErrorCode(new Error('x'))).toBeUndefined();
    expect(authErrorCode('auth/user-not-found')).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
    expect(authErrorCode({ code: 42 })).toBeUndefined();
  });

  it('maps a thrown error', () => {
    const error = Object.assign(new Error('Firebase: Error'), { code: 'auth/email-already-in-use' });
    expect(authErrorMessageFor('register', error)).toBe('This email is already registered.');
  });
});
