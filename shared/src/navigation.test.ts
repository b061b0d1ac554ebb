import { loginReturnState, returnPathFrom } from './navigation';

describe('returnPathFrom', () => {
  it('returns the path the guest came from', () => {
    expect(returnPathFrom(loginReturnState('/room-details/abc'))).toBe('/room-details/abc');
  });
  it('falls back for no state, other sites and the auth pages themselves', () => {
    expect(returnPathFrom(undefined)).toBe('/');
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ from: 42 })).toBe('/');
    expect(returnPathFrom({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPathFrom({ from: '//evil.example/' })).toBe('/');
    expect(returnPathFrom({ from: '/\\evil.example/' })).toBe('/');
    expect(returnPathFrom({ from: '/login' })).toBe('/');
    expect(returnPathFrom({ from: '/register' }, '/rooms')).toBe('/rooms');
  });
});
