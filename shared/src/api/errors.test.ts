import { MESSAGES } from '../domain/messages';
import { ApiRequestError, errorMessage, toApiRequestError } from './errors';

const taken = new ApiRequestError('Date is not available', { status: 409, serverMessage: 'Date is not available' });
const tooLate = new ApiRequestError(MESSAGES.cancelTooLate, { status: 409, serverMessage: MESSAGES.cancelTooLate });
const network = new ApiRequestError('Network Error', { code: 'ERR_NETWORK' });
const timedOut = new ApiRequestError('Request timed out', { code: 'ETIMEDOUT' });
const bare500 = new ApiRequestError('Request failed with status code 500', { status: 500 });
const notFound = new ApiRequestError('Room not found', { status: 404, serverMessage: 'Room not found' });

describe('errorMessage: server message, else fallback (docs/product.md §8)', () => {
  it('shows the server message, else the fallback; transport words never by default', () => {
    expect(errorMessage(taken, MESSAGES.bookingFailed)).toBe('Date is not available');
    expect(errorMessage(network, MESSAGES.bookingFailed)).toBe(MESSAGES.bookingFailed);
    expect(errorMessage(timedOut, MESSAGES.bookingFailed)).toBe(MESSAGES.bookingFailed);
    expect(errorMessage(bare500, MESSAGES.bookingFailed)).toBe(MESSAGES.bookingFailed);
    expect(errorMessage(new Error('plain'), MESSAGES.bookingFailed)).toBe(MESSAGES.bookingFailed);
    expect(errorMessage(undefined, MESSAGES.bookingFailed)).toBe(MESSAGES.bookingFailed);
  });

  it('our own text for a status comes first (404 → "Room not found", whatever the server said)', () => {
    const rule = { fallback: MESSAGES.roomFetchFailed, status: { 404: MESSAGES.roomNotFound }, server: false };
    expect(errorMessage(new ApiRequestError('x', { status: 404, serverMessage: 'Not Found' }), rule)).toBe(
      'Room not found',
    );
    expect(errorMessage(new ApiRequestError('x', { status: 500, serverMessage: 'boom' }), rule)).toBe(
      MESSAGES.roomFetchFailed,
    );
    expect(errorMessage(network, rule)).toBe(MESSAGES.roomFetchFailed);
  });

  it('server: false never shows the server words (a review failure reads as ours)', () => {
    expect(errorMessage(taken, { fallback: MESSAGES.reviewSubmitFailed, server: false })).toBe(
      MESSAGES.reviewSubmitFailed,
    );
  });

  it('server: {status} shows only the server words of those statuses (a taken date on a move)', () => {
    const rule = { fallback: MESSAGES.updateDateFailed, server: { status: [409] } };
    expect(errorMessage(taken, rule)).toBe('Date is not available');
    expect(errorMessage(notFound, rule)).toBe(MESSAGES.updateDateFailed);
    expect(errorMessage(network, rule)).toBe(MESSAGES.updateDateFailed);
  });

  it('server: {status, only} shows only exactly those texts (cancel: "too late" or the plain failure)', () => {
    const rule = { fallback: MESSAGES.cancelFailed, server: { status: [409], only: [MESSAGES.cancelTooLate] } };
    expect(errorMessage(tooLate, rule)).toBe(MESSAGES.cancelTooLate);
    expect(errorMessage(taken, rule)).toBe(MESSAGES.cancelFailed);
    expect(errorMessage(new ApiRequestError('x', { status: 400, serverMessage: MESSAGES.cancelTooLate }), rule)).toBe(
      MESSAGES.cancelFailed,
    );
    expect(errorMessage(network, rule)).toBe(MESSAGES.cancelFailed);
  });

  it('transport: true shows the transport words before the fallback, never the generic "Request failed"', () => {
    const rule = { fallback: MESSAGES.roomsFetchFailed, transport: true };
    expect(errorMessage(network, rule)).toBe('Network Error');
    expect(errorMessage(bare500, rule)).toBe('Request failed with status code 500');
    expect(errorMessage(new Error('Message must be 5000 characters or fewer.'), rule)).toBe(
      'Message must be 5000 characters or fewer.',
    );
    expect(errorMessage({}, rule)).toBe(MESSAGES.roomsFetchFailed);
    expect(errorMessage(new Error(''), rule)).toBe(MESSAGES.roomsFetchFailed);
    expect(errorMessage(taken, rule)).toBe('Date is not available');
  });

  it('an axios failure without an answer reads as "Network Error" through toApiRequestError', () => {
    const axiosLike = { isAxiosError: true, message: 'Network Error', code: 'ERR_NETWORK' };
    expect(toApiRequestError(axiosLike).code).toBe('ERR_NETWORK');
    expect(errorMessage(axiosLike, { fallback: MESSAGES.roomsFetchFailed, transport: true })).toBe('Network Error');
    expect(errorMessage(axiosLike, MESSAGES.roomsFetchFailed)).toBe(MESSAGES.roomsFetchFailed);
  });
});
