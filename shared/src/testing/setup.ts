// Jest setup of every front-end package (jest.preset.cjs): one MSW server per test file, and
// every test starts from a visitor with no session, no installed answers and no early reads.
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { dropEarlyReads } from '../data/earlyAnswers';
import { resetRuntimeConfig } from '../config';
import { signOutTestUser } from './auth';
import { removeTestEventSource } from './eventSource';
import { server, setTestConfig } from './http';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setTestConfig());
afterEach(() => {
  cleanup(); // unmount before the session goes, so no page sees the sign-out
  server.resetHandlers();
  signOutTestUser();
  dropEarlyReads();
  removeTestEventSource();
  resetRuntimeConfig();
});
afterAll(() => server.close());
