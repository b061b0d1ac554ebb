import {
  BOOKING_HORIZON_MONTHS,
  GUESTS_MAX,
  GUESTS_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  STAY_NIGHTS_MAX,
} from './constants';

/**
 * Every user-facing string of docs/product.md §5/§8 (errors and successes), plus the messages of our own
 * validators, so the UI and the API quote one source. Do not reword docs/product.md's strings.
 */
export const MESSAGES = {
  // Auth (docs/product.md §8)
  fillAllFields: 'Please fill in all fields.',
  loginFailed: 'Login failed. Please check your credentials.',
  loginSuccess: 'Login successful! Welcome back.',
  googleLoginFailed: 'Google login failed. Please try again.',
  googleLoginSuccess: 'Welcome! Signed in with Google.',
  registerEmailInUse: 'This email is already registered.',
  registerFailed: 'Registration failed. Please try again.',
  registerSuccess: 'Welcome to Harborview! Your account has been created.',
  googleRegisterFailed: 'Google registration failed. Please try again.',
  passwordRequirements: 'Password must be at least 6 characters and include an uppercase and a lowercase letter.',
  resetEmailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  resetUserNotFound: 'No account found with this email address.',
  resetTooManyRequests: 'Too many requests. Please try again later.',
  resetFailed: 'Failed to send reset email. Please try again.',
  resetSent: 'Password reset email sent! Check your inbox.',
  logoutSuccess: 'Logout successful!.',
  logoutFailed: 'An error happened.',
  sessionExpired: 'Your session has expired. Please log in again.',
  /** The sign-in service could not be reached (not the guest's credentials). */
  authUnreachable: 'Sign-in is unavailable right now. Please check your connection and try again.',

  // Rooms (docs/product.md §8)
  roomsFetchFailed: 'Failed to fetch rooms',
  roomNotFound: 'Room not found',
  roomFetchFailed: 'Failed to fetch room details',
  noRoomsFound: 'No rooms found',

  // Booking (docs/product.md §5, §8)
  loginToBook: 'Please login to book a room',
  bookingFailed: 'Failed to book room. Please try again.',
  bookingSuccess: 'Room booked successfully!',
  dateAvailable: 'Date is available!',
  dateNotAvailable: 'Date is not available',
  guestsOutOfRange: `Guests must be between ${GUESTS_MIN} and ${GUESTS_MAX}.`,
  /** More guests than the room sleeps (the select stops there and says this; the API answers 400 with it). */
  roomSleeps: (capacity: number) => (capacity === 1 ? 'This room sleeps 1 guest.' : `This room sleeps ${capacity} guests.`),

  // Stays (docs/product.md §5 "A stay"): our rules beyond the spec; the API answers 400 with these words.
  checkInInvalid: 'Please enter a valid check-in date.',
  checkOutInvalid: 'Please enter a valid check-out date.',
  checkOutNotAfterCheckIn: 'Check-out must be after check-in.',
  /** The one wording of a first night before the hotel's today: searches, the booking panel, the API, Update Date. */
  checkInPast: 'Check-in cannot be in the past.',
  stayTooLong: `A stay can be at most ${STAY_NIGHTS_MAX} nights.`,
  /** A stay reaching past the booking horizon (horizonRefusal); `date` is the horizon, "Thu, Jun 10, 2027". */
  beyondHorizon: (date: string) => `Bookings open up to ${BOOKING_HORIZON_MONTHS} months ahead: choose a stay before ${date}.`,

  // Rates (docs/product.md "Rates"): the rules of the arrival night's period; `date` is "Fri, Dec 12".
  minNightsArrival: (minNights: number, date: string) => `This room has a ${minNights}-night minimum for arrivals on ${date}.`,
  closedToArrival: (date: string) => `This room does not take arrivals on ${date}.`,
  /** A night of the stay is booked (the quote, POST /bookings and a move answer 409 with it). */

  // My bookings (docs/product.md §8)
  bookingsFetchFailed: 'Failed to fetch bookings',
  cancelFailed: 'Failed to cancel booking',
  cancelTooLate: "You can't cancel a booking less than 24 hours before the scheduled date",
  cancelSuccess: 'Booking cancelled successfully! The room is now available again.',
  /** A date change follows the cancellation window (docs/product.md §4): refused past the cut-off. */
  changeDateTooLate: "You can't change the date of a booking less than 24 hours before the scheduled date",
  updateDateFailed: 'Failed to update booking date',
  updateDateSuccess: 'Booking date updated successfully!',
  updateDateRequired: 'Please choose a new date.',
  updateDateSame: 'The new date must be different from the current date.',
  /** The room's booked dates could not be read: the dialog cannot say whether the new nights are free. */
  updateDateUnchecked: "This room's dates could not be checked. Saving will check them.",
  noLongerCancellable: 'No longer cancellable',

  // Reviews (docs/product.md §8)
  reviewUpdateFailed: 'Failed to update review',
  reviewSubmitFailed: 'Failed to submit review',
  reviewUpdated: 'Review updated successfully!',
  reviewSubmitted: 'Review submitted successfully!',
  reviewCommentRequired: 'Please write a comment.',
  reviewCommentTooLong: `Comment must be ${REVIEW_COMMENT_MAX} characters or fewer.`,
  reviewRatingOutOfRange: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`,

  // Contact (docs/product.md §8)
  contactSuccess: "Message sent successfully! We'll get back to you within 24 hours.",
  contactFailed: 'Failed to send message. Please try again.',
  contactSending: 'Sending Message...',

  // Price filter
  priceNotNumber: 'Prices must be numbers.',
  priceNegative: 'Prices cannot be negative.',
  priceMinAboveMax: 'Minimum price cannot be greater than maximum price.',

  // Special offers (docs/product.md §2)
  offersLoading: 'Loading special offers...',
  offersEmpty: 'No Special Offers Available',

  // Calendar (docs/product.md §2 "Availability calendar")
  calendarPickCheckOut: 'Now pick your check-out day.',

  // Generic
  remoteUnavailable: 'This section is temporarily unavailable',
} as const;
