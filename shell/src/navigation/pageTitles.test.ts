import { SITE_TITLE, titleFor } from './pageTitles';

test('every route has its own title, the home page the site name', () => {
  expect(titleFor('/')).toBe(SITE_TITLE);
  expect(titleFor('/rooms')).toBe('Rooms · Harborview Hotel');
  expect(titleFor('/room-details/42')).toBe('Room details · Harborview Hotel');
  expect(titleFor('/amenities')).toBe('Amenities · Harborview Hotel');
  expect(titleFor('/contact')).toBe('Contact · Harborview Hotel');
  expect(titleFor('/my-bookings')).toBe('My Bookings · Harborview Hotel');
  expect(titleFor('/login')).toBe('Log In · Harborview Hotel');
  expect(titleFor('/register')).toBe('Register · Harborview Hotel');
  expect(titleFor('/forget-password')).toBe('Forgot Password · Harborview Hotel');
});

test('an unknown path is titled as the 404 page', () => {
  expect(titleFor('/nowhere')).toBe('Page not found · Harborview Hotel');
  expect(titleFor('/room-details')).toBe('Page not found · Harborview Hotel');
});
