// What a person reads on a page: each of a list of texts, and a read's skeleton, busy (aria-busy)
// while the answer is on its way, then gone once the page shows what it read (docs/architecture.md §9).
import { waitFor, within } from '@testing-library/react';
import type { Deferred } from './deferred';

const busy = () => document.querySelector('[aria-busy="true"]');

/**
 * Busy while the read's `answer` is held (`asked` passes once the read has gone out); released, the
 * page shows `content` (a findBy… query) and nothing is busy.
 */
export async function expectBusyUntilAnswered(answer: Deferred<void>, asked: () => void, content: () => Promise<HTMLElement>) {
  expect(busy()).not.toBeNull();
  await waitFor(asked);
  answer.resolve();
  expect(await content()).toBeInTheDocument();
  expect(busy()).toBeNull();
}

/** Each of `texts` is shown in `scope` (the whole page by default): a list of what the guest reads. */
export function expectEachText(texts: readonly string[], scope: HTMLElement = document.body) {
  for (const text of texts) expect(within(scope).getByText(text)).toBeInTheDocument();
}
