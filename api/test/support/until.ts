// The one way an API test waits (docs/architecture.md §9: never on the clock): ask again every few
// milliseconds until the answer is in, and fail with what was awaited once the deadline has passed.

type Answer<T> = T | undefined | false;

/** Resolves with `probe`'s first answer other than undefined or false; rejects naming `what` after `ms`. */
export async function until<T>(
  probe: () => Answer<T> | Promise<Answer<T>>,
  ms: number,
  what: string,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
