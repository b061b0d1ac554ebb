// Pages a spec's tests share within a worker, for walks that visit page after page in one state
// (docs/architecture.md §9): a visitor, a signed-in guest and a staff member, each with its own
// browser context, signed in once. A test still opens its page itself (`openRoute`), so no test
// depends on what another left open; what they share is the context: its HTTP cache and its
// session. A worker that fails a test is replaced, and its pages with it.
import { test as base, type Browser, type Page } from '@playwright/test';
import { createGuest, createStaff, logIn } from './guest';
import { closeOffersForToday, urls } from './stack';

export interface WorkerPages {
  /** Signed out, the special-offers pop-up kept closed. */
  visitorPage: Page;
  /** Ada Lovelace, a guest with no bookings, signed in. */
  guestPage: Page;
  /** Sam Staff, at the front desk, signed in. */
  staffPage: Page;
}

/** A page of its own context, with the options of the project's tests (en-US, the shell's origin). */
function sharedPage(signIn?: (page: Page) => Promise<void>): [(args: { browser: Browser }, use: (page: Page) => Promise<void>) => Promise<void>, { scope: 'worker' }] {
  return [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: urls.shell, locale: 'en-US' });
      const page = await context.newPage();
      await closeOffersForToday(page);
      await signIn?.(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<object, WorkerPages>({
  visitorPage: sharedPage(),
  guestPage: sharedPage(async (page) => void (await logIn(page, await createGuest('a11y-guest', 'Ada Lovelace')))),
  staffPage: sharedPage(async (page) => void (await logIn(page, await createStaff('a11y-staff', 'Sam Staff')))),
});

export { expect } from '@playwright/test';
