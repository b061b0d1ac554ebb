// Test helpers for every front end (`@hotel/shared/testing`, docs/architecture.md §9): never
// imported by app code. Tests fake the API at HTTP (MSW), never by replacing @hotel/shared.
import '@testing-library/jest-dom'; // matcher types for every test that imports this (the runtime setup is ./setup)
export { ada, testBooking, testRatePeriod, testRoom, testRoomInput, testPhoto } from './fixtures';
export { apiUrl, inTurn, networkDown, refusal, requestLog, server, setTestConfig, TEST_API } from './http';
export { asStaff, firebaseError, frontDesk, signInTestStaff, signInTestUser, signOutTestUser, stubAuthProvider, testAppToken } from './auth';
export { expectBusyUntilAnswered, expectEachText } from './reading';
export { deferred, type Deferred } from './deferred';
export { setTestDate } from './clock';
export { pressInDialog } from './dialog';
export { installTestEventSource, TestEventSource } from './eventSource';
export { renderRemote, type RenderRemoteOptions } from './renderRemote';
export { catalogOf, speak } from './messages';
export { seeIn, testRate } from './currency';
