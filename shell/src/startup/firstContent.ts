/**
 * "The route's content is on screen": resolved when the first remote slot has rendered its module
 * (or its fallback) or the 404 page has rendered, with a time limit. Work that is not needed for the
 * first render (Firebase via the auth store's init, the special-offers remote) waits for it, so it
 * neither delays nor competes with the first page's JavaScript.
 */
let resolveFirstContent: () => void = () => undefined;
export const firstContent = new Promise<void>((resolve) => {
  resolveFirstContent = resolve;
});

export function markFirstContent(): void {
  resolveFirstContent();
}

/** Runs `fn` once the page has loaded and the main thread is idle (not part of the first render). */
export function whenIdleAfterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
    else setTimeout(() => !cancelled && fn(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}

/** `fn` after the first content has rendered, the page has loaded and the main thread is idle. */
export function afterFirstContent(fn: () => void, limitMs = 5000): () => void {
  let cancel = () => undefined as void;
  let cancelled = false;
  const limit = setTimeout(markFirstContent, limitMs);
  void firstContent.then(() => {
    clearTimeout(limit);
    if (!cancelled) cancel = whenIdleAfterLoad(fn);
  });
  return () => {
    cancelled = true;
    clearTimeout(limit);
    cancel();
  };
}

/**
 * `fn` once, on the guest's first press, key or focus on the page: for what only their input brings
 * up (a rule's words after a field, a toast after an action), which asks for itself if it comes first.
 */
export function onFirstInteraction(fn: () => void): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const stop = () => events.forEach((e) => document.removeEventListener(e, run, true));
  const run = () => {
    stop();
    fn();
  };
  events.forEach((e) => document.addEventListener(e, run, { capture: true, passive: true }));
  return stop;
}
