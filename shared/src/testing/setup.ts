// Jest setup of every front-end package (jest.preset.cjs): one MSW server per test file, and
// every test starts from a visitor with no session, no installed answers and no early reads.
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { dropEarlyReads } from '../data/earlyAnswers';
import { resetRuntimeConfig } from '../config';
import { CURRENCY_STORAGE_KEY } from '../domain/currency';
import { resetDisplayCurrency } from '../money/displayCurrency';
import { signOutTestUser } from './auth';
import { removeTestEventSource } from './eventSource';
import { server, setTestConfig } from './http';
import { speak } from './messages';
import './toastMock';

// findBy*/waitFor wait for what the guest sees; CI runs on 2 shared cores, where a first render
// (module loading included) took over Testing Library's 1 s default (docs/architecture.md §9).
configure({ asyncUtilTimeout: 5_000 });


beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setTestConfig();
  speak('en'); // every test starts in English (a test may speak('es'))
});
afterEach(() => {
  cleanup(); // unmount before the session goes, so no page sees the sign-out
  server.resetHandlers();
  signOutTestUser();
  dropEarlyReads();
  removeTestEventSource();
  resetRuntimeConfig();
  // The next test is a new visitor's page load: no choice kept, its own rates.
  globalThis.localStorage?.removeItem(CURRENCY_STORAGE_KEY); // not in the node-environment tests
  resetDisplayCurrency();
});
afterAll(() => server.close());
