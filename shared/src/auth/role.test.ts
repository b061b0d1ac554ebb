import { testAppToken } from '../testing/auth';
import { initialSnapshot, transition } from './machine';
import { roleOfToken } from './role';

const ada = { email: 'ada@example.com', displayName: 'Ada', photoURL: null };

describe('roleOfToken (the app token says who is staff; the API checks it)', () => {
  it('reads role "staff" from the payload', () => {
    expect(roleOfToken(testAppToken('desk@harborview.test', 'staff'))).toBe('staff');
  });

  it('any other token is a guest, an absent one no role', () => {
    expect(roleOfToken(testAppToken('ada@example.com', 'guest'))).toBe('guest');
    expect(roleOfToken('not-a-jwt')).toBe('guest');
    expect(roleOfToken('a.%%%.c')).toBe('guest');
    expect(roleOfToken(`a.${btoa('{"role":"admin"}')}.c`)).toBe('guest');
    expect(roleOfToken(null)).toBeNull();
    expect(roleOfToken('')).toBeNull();
  });

  it('reads base64url payloads (- and _, no padding)', () => {
    // {"role":"staff","n":"??>"} has + and / in standard base64
    const payload = btoa('{"role":"staff","n":"??>"}').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(roleOfToken(`h.${payload}.s`)).toBe('staff');
  });

  it('the auth snapshot follows the token: a new token brings its role, signing out drops it', () => {
    const guest = initialSnapshot(ada, testAppToken(ada.email, 'guest'));
    expect(guest.role).toBe('guest');
    const staff = transition(guest, { type: 'token', token: testAppToken(ada.email, 'staff') });
    expect(staff.role).toBe('staff');
    expect(transition(staff, { type: 'signedOut' }).role).toBeNull();
  });
});
