import { isBrowserEmail, validateBookingDate, validateContact, CHECK_MESSAGES } from './checks';
import { MESSAGES } from './messages';
import { isEmail, isPasswordValid, passwordChecklist, validateGuests, validateLogin, validatePriceFilter, validateRegister, validateResetEmail, validateReview, validateUpdateDate } from './validation';

describe('login', () => {
  it('requires both fields with the docs/product.md message', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Please fill in all fields.');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Please fill in all fields.');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('password checklist', () => {
  it('lists length, uppercase, lowercase', () => {
    expect(passwordChecklist('abc').map((i) => [i.id, i.met])).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', true],
    ]);
  });
  it('needs at least 6 characters with upper and lower case', () => {
    expect(isPasswordValid('Abcde')).toBe(false);
    expect(isPasswordValid('Abcdef')).toBe(true);
    expect(isPasswordValid('abcdef')).toBe(false);
    expect(isPasswordValid('ABCDEF')).toBe(false);
  });
});

describe('register', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', password: 'Secret1' };
  it('accepts a valid form, photo URL optional', () => {
    expect(validateRegister(ok)).toBeNull();
    expect(validateRegister({ ...ok, photoURL: '' })).toBeNull();
  });
  it('requires name, email and password, naming every empty field', () => {
    expect(validateRegister({ ...ok, name: ' ' })).toEqual({ message: MESSAGES.fillAllFields, fields: ['name'] });
    expect(validateRegister({ ...ok, email: '' })).toEqual({ message: MESSAGES.fillAllFields, fields: ['email'] });
    expect(validateRegister({ ...ok, password: '' })).toEqual({ message: MESSAGES.fillAllFields, fields: ['password'] });
    expect(validateRegister({ name: '', email: ' ', password: '' })).toEqual({
      message: MESSAGES.fillAllFields,
      fields: ['name', 'email', 'password'],
    });
  });
  it('checks e-mail shape and password rules, naming the field', () => {
    expect(validateRegister({ ...ok, email: 'nope' })).toEqual({ message: MESSAGES.invalidEmail, fields: ['email'] });
    expect(validateRegister({ ...ok, password: 'secret1' })).toEqual({ message: MESSAGES.passwordRequirements, fields: ['password'] });
  });
});

describe('reset e-mail', () => {
  it('uses the docs/product.md messages', () => {
    expect(validateResetEmail('')).toBe('Please enter your email address.');
    expect(validateResetEmail('   ')).toBe('Please enter your email address.');
    expect(validateResetEmail('ann@')).toBe('Please enter a valid email address.');
    expect(validateResetEmail('ann@example.com')).toBeNull();
  });
  // isEmail is a simple shape check.
  it.each(['a@b.co'])('isEmail: %j has the shape of an e-mail address', (email) => expect(isEmail(email)).toBe(true));
  it.each(['a b@c.co', 'a@b'])('isEmail: %j has not', (email) => expect(isEmail(email)).toBe(false));
});

describe('guests', () => {
  it.each([1, 2, 3])('accepts %i', (n) => expect(validateGuests(n)).toBeNull());
  it.each([0, 4, -1, 1.5, Number.NaN, '2'])('rejects %p', (n) => expect(validateGuests(n)).toBe(MESSAGES.guestsOutOfRange));
});

describe('review', () => {
  it('accepts rating 1-5 with a comment', () => {
    expect(validateReview({ rating: 1, comment: 'ok' })).toBeNull();
    expect(validateReview({ rating: 5, comment: 'great' })).toBeNull();
  });
  it('rejects a blank comment', () => {
    expect(validateReview({ rating: 5, comment: '   ' })).toBe(MESSAGES.reviewCommentRequired);
    expect(validateReview({ rating: 5, comment: undefined })).toBe(MESSAGES.reviewCommentRequired);
  });
  it('rejects ratings outside 1-5 or fractional', () => {
    for (const rating of [0, 6, 4.5, '5']) {
      expect(validateReview({ rating, comment: 'x' })).toBe(MESSAGES.reviewRatingOutOfRange);
    }
  });
  it('limits the comment to 2000 characters', () => {
    expect(validateReview({ rating: 5, comment: 'a'.repeat(2000) })).toBeNull();
    expect(validateReview({ rating: 5, comment: 'a'.repeat(2001) })).toBe(MESSAGES.reviewCommentTooLong);
  });
});

describe('booking date', () => {
  const today = '2026-06-09';
  it('requires a real date today or later', () => {
    expect(validateBookingDate('', today, 1)).toBe(CHECK_MESSAGES.dateRequired);
    expect(validateBookingDate('2026-02-30', today, 1)).toBe(CHECK_MESSAGES.dateInvalid);
    expect(validateBookingDate('2026-06-08', today, 1)).toBe(MESSAGES.checkInPast);
    expect(validateBookingDate('2026-06-09', today, 1)).toBeNull();
  });
  it('takes stays ending by the horizon, 18 months ahead, and refuses the rest in words', () => {
    const words = 'Bookings open up to 18 months ahead: choose a stay before Thu, Dec 9, 2027.';
    expect(validateBookingDate('2027-12-08', today, 1)).toBeNull();
    expect(validateBookingDate('2027-12-05', today, 4)).toBeNull();
    expect(validateBookingDate('2027-12-05', today, 5)).toBe(words);
    expect(validateBookingDate('2027-12-09', today, 1)).toBe(words);
    expect(validateBookingDate('9999-12-31', today, 1)).toBe(words);
  });
});

describe('update date', () => {
  const today = '2026-06-09';
  const current = '2026-06-20';
  const nights = 2;
  it('must be set, different and today or later', () => {
    expect(validateUpdateDate({ current, next: '', today, nights })).toBe(MESSAGES.updateDateRequired);
    expect(validateUpdateDate({ current, next: '2026-02-30', today, nights })).toBe(MESSAGES.updateDateRequired);
    expect(validateUpdateDate({ current, next: current, today, nights })).toBe(MESSAGES.updateDateSame);
    expect(validateUpdateDate({ current, next: '2026-06-08', today, nights })).toBe(MESSAGES.checkInPast);
    expect(validateUpdateDate({ current, next: today, today, nights })).toBeNull();
    expect(validateUpdateDate({ current, next: '2026-07-01', today, nights })).toBeNull();
  });
  it('keeps the whole stay, its nights counted, within the horizon', () => {
    expect(validateUpdateDate({ current, next: '2027-12-07', today, nights })).toBeNull();
    expect(validateUpdateDate({ current, next: '2027-12-08', today, nights })).toMatch(/^Bookings open up to 18 months ahead/);
    expect(validateUpdateDate({ current, next: '9999-12-31', today, nights })).toMatch(/^Bookings open up to 18 months ahead/);
  });
});

describe('contact (server-side)', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
  it('accepts the minimum and defaults inquiryType to general', () => {
    const r = validateContact(ok);
    expect(r).toEqual({ ok: true, value: { ...ok, phone: '', subject: '', inquiryType: 'general' } });
  });
  it('trims and keeps optional fields and a valid inquiry type', () => {
    const r = validateContact({ ...ok, name: ' Ann ', phone: '+1 555', subject: 'Hi', inquiryType: 'events' });
    expect(r.ok && r.value).toMatchObject({ name: 'Ann', phone: '+1 555', subject: 'Hi', inquiryType: 'events' });
  });
  it('requires name, email and message', () => {
    const r = validateContact({ name: '', email: '', message: ' ' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(CHECK_MESSAGES.contactNameRequired);
      expect(r.details?.map((d) => d.field)).toEqual(['name', 'email', 'message']);
    }
  });
  it('rejects a bad e-mail, an unknown inquiry type, wrong types and long fields', () => {
    const bad = validateContact({ ...ok, email: 'nope' });
    expect(!bad.ok && bad.message).toBe(MESSAGES.invalidEmail);
    const type = validateContact({ ...ok, inquiryType: 'spam' });
    expect(!type.ok && type.message).toBe(CHECK_MESSAGES.contactInquiryTypeInvalid);
    const wrong = validateContact({ ...ok, name: 42 });
    expect(wrong.ok).toBe(false);
    const long = validateContact({ ...ok, message: 'x'.repeat(5001) });
    expect(!long.ok && long.message).toBe('Message must be 5000 characters or fewer.');
  });
  it('rejects non-objects', () => {
    for (const v of [null, 'x', [], 3]) expect(validateContact(v).ok).toBe(false);
  });
});

describe('price filter', () => {
  it('ignores empty values', () => {
    expect(validatePriceFilter({ min: '', max: '  ' })).toEqual({ ok: true, value: {} });
    expect(validatePriceFilter({})).toEqual({ ok: true, value: {} });
  });
  it('returns numeric params', () => {
    expect(validatePriceFilter({ min: '50', max: 200 })).toEqual({ ok: true, value: { minPrice: 50, maxPrice: 200 } });
    expect(validatePriceFilter({ min: '0' })).toEqual({ ok: true, value: { minPrice: 0 } });
  });
  it('rejects non-numeric, negative and min > max', () => {
    expect(validatePriceFilter({ min: 'abc' })).toEqual({ ok: false, message: MESSAGES.priceNotNumber });
    expect(validatePriceFilter({ max: '-1' })).toEqual({ ok: false, message: MESSAGES.priceNegative });
    expect(validatePriceFilter({ min: '300', max: '100' })).toEqual({ ok: false, message: MESSAGES.priceMinAboveMax });
  });
});

describe('the contact rules a client meets (the form and the API alike)', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
  it.each(['me@localhost', 'a@b.co', "o'brien+tag@mail.example.org"])('accepts %s, as the browser does', (email) => {
    expect(isBrowserEmail(email)).toBe(true);
    expect(validateContact({ ...ok, email }).ok).toBe(true);
  });
  it.each(['plain', 'a b@c.co', '@example.com', 'me@', 'me@-bad.example'])('refuses %s, as the browser does', (email) => {
    expect(isBrowserEmail(email)).toBe(false);
    expect(validateContact({ ...ok, email })).toMatchObject({ ok: false, message: MESSAGES.invalidEmail });
  });
  it('says an over-long or non-text field in our words', () => {
    expect(validateContact({ ...ok, message: 'x'.repeat(5001) })).toMatchObject({ message: 'Message must be 5000 characters or fewer.' });
    expect(validateContact({ ...ok, phone: 12345 })).toMatchObject({ message: 'Phone must be text.' });
  });
});

