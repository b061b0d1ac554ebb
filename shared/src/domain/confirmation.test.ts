import { randomInt } from 'node:crypto';
import { CONFIRMATION_ALPHABET, CONFIRMATION_CODE_RE, drawConfirmationCode, isConfirmationCode } from './confirmation';

describe('confirmation code', () => {
  it('uses no character that reads like another', () => {
    expect(CONFIRMATION_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(CONFIRMATION_ALPHABET).size).toBe(CONFIRMATION_ALPHABET.length);
    // The regex and the alphabet say the same thing.
    for (const c of CONFIRMATION_ALPHABET) expect(CONFIRMATION_CODE_RE.test(`HV-${c.repeat(6)}`)).toBe(true);
    for (const c of '01OIL') expect(CONFIRMATION_CODE_RE.test(`HV-${c.repeat(6)}`)).toBe(false);
  });

  it('recognises a code as a clerk types it', () => {
    expect(isConfirmationCode('HV-7K3M9Q')).toBe(true);
    expect(isConfirmationCode(' hv-7k3m9q ')).toBe(true);
    expect(isConfirmationCode('HV-7K3M9')).toBe(false);
    expect(isConfirmationCode('HV-7K3M0Q')).toBe(false);
    expect(isConfirmationCode('7K3M9Q')).toBe(false);
  });

  it('draws 10,000 well-formed codes that almost never repeat', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const code = drawConfirmationCode(randomInt);
      expect(code).toMatch(CONFIRMATION_CODE_RE);
      codes.add(code);
    }
    // 31^6 codes: 10,000 draws repeat one about 5 % of the time (the birthday bound, 0.06 expected),
    // so "none" would fail now and then; four or more happens about once in ten million runs. A
    // draw that is not spread over the whole alphabet repeats by the thousand.
    expect(10_000 - codes.size).toBeLessThan(4);
  });
});
