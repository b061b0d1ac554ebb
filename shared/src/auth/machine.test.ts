import { initialSnapshot, transition, type AuthEvent, type AuthSnapshot } from './machine';

const ada = { email: 'ada@example.com', displayName: 'Ada', photoURL: null };
const run = (start: AuthSnapshot, ...events: AuthEvent[]) => events.reduce(transition, start);

describe('auth state machine (signed out, loading, signed in)', () => {
  it('starts from the stored session', () => {
    expect(initialSnapshot(null, null)).toEqual({ user: null, token: null, loading: false, status: 'signedOut', role: null });
    expect(initialSnapshot(ada, 'jwt')).toEqual({ user: ada, token: 'jwt', loading: false, status: 'signedIn', role: 'guest' });
  });

  it('an action is loading until the provider reports its user', () => {
    const loading = run(initialSnapshot(null, null), { type: 'actionStarted' });
    expect(loading.status).toBe('loading');
    const signedIn = transition(loading, { type: 'providerUser', user: ada });
    expect(signedIn).toMatchObject({ user: ada, loading: false, status: 'signedIn' });
  });

  it("the action's own user keeps loading on until the action ends", () => {
    const s = run(initialSnapshot(null, null), { type: 'actionStarted' }, { type: 'actionUser', user: ada });
    expect(s).toMatchObject({ user: ada, status: 'loading' });
    expect(run(s, { type: 'token', token: 'jwt' }, { type: 'actionDone' })).toMatchObject({ token: 'jwt', status: 'signedIn' });
  });

  it('a failed action resets loading and keeps what was there', () => {
    expect(run(initialSnapshot(ada, 'jwt'), { type: 'actionStarted' }, { type: 'actionFailed' })).toEqual(initialSnapshot(ada, 'jwt'));
    expect(run(initialSnapshot(null, null), { type: 'actionStarted' }, { type: 'actionFailed' }).status).toBe('signedOut');
  });

  it('no user at the provider, a logout or an expired session clears the user and the token', () => {
    for (const type of ['providerNone', 'signedOut'] as const) {
      expect(run(initialSnapshot(ada, 'jwt'), { type: 'actionStarted' }, { type })).toEqual(initialSnapshot(null, null));
    }
  });

  it('a report of the user already held, with the same name and photo, leaves the state as it was', () => {
    const held = initialSnapshot(ada, 'jwt');
    expect(transition(held, { type: 'providerUser', user: { ...ada } })).toBe(held);
    const renamed = transition(held, { type: 'providerUser', user: { ...ada, displayName: 'Ada L.' } });
    expect(renamed).not.toBe(held);
    expect(renamed.user).toEqual({ ...ada, displayName: 'Ada L.' });
    // The token changes, the user stays the same object: a component reading only `user` keeps it.
    expect(transition(held, { type: 'token', token: 'jwt2' }).user).toBe(held.user);
  });
});
