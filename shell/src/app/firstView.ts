/**
 * The hand-over from the prerendered first view (docs/architecture.md §10, "First view"; made by
 * tools/first-view/prerender.mjs): the picture stays while the live app renders, hidden, under it, and is
 * removed in one step once the live page shows what the picture shows (the route's content, no
 * loading placeholders), so the guest sees no blank or skeleton frame and nothing moves. After
 * `limitMs` the live app is shown whatever its state, so a slow or failed part never leaves a
 * picture that does not respond.
 */
export const FIRST_VIEW_ID = 'first-view';
export const FIRST_VIEW_STYLE_ID = 'first-view-style';

/** The same test the picture was taken on. */
export function showsRouteContent(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  return Boolean(
    main?.textContent?.trim() && root.querySelector('footer') && !root.querySelector('[aria-busy="true"]'),
  );
}

export function handOverFirstView(root: HTMLElement, limitMs = 8000, doc: Document = document): void {
  const picture = doc.getElementById(FIRST_VIEW_ID);
  if (!picture) return;
  const observer = new MutationObserver(() => showsRouteContent(root) && done());
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    picture.remove();
    doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
  };
  const limit = setTimeout(done, limitMs);
  if (showsRouteContent(root)) return done();
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
    characterData: true,
  });
}

/** Shows the live app now (the start-up failed and says so). */
export function dropFirstView(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
}
