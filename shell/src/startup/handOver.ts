/**
 * The hand-over from the prerendered first view (docs/architecture.md §14; made by
 * `npm run first-view -w shell`): the picture stays while the live app renders, hidden, under it,
 * and is removed in one step once the live page shows what the picture shows (the route's content,
 * no loading placeholders), so the guest sees no blank or skeleton frame and nothing moves. After
 * `limitMs` the live app is shown whatever its state, so a slow or failed part never leaves a
 * picture in place of the app.
 *
 * The guest may already have used the picture (its inline script keeps its shadow root and the
 * buttons clicked, firstView.ts): what they typed, ticked or chose moves to the live twins first,
 * then the live page shows, takes the focus where the picture had it, and gets the clicks in order.
 */
import { FIRST_VIEW_ID, FIRST_VIEW_STYLE_ID, showsRouteContent, type FirstViewHost } from './firstView';
import { usedPicture } from './pictureUse';

export function handOverFirstView(root: HTMLElement, limitMs = 8000, doc: Document = document): void {
  const picture = doc.getElementById(FIRST_VIEW_ID) as FirstViewHost | null;
  if (!picture) return;
  const observer = new MutationObserver(() => showsRouteContent(root) && done());
  const show = (afterShown?: () => void) => {
    picture.remove();
    doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
    // After React has rendered what was typed (its updates run after this task).
    if (afterShown) setTimeout(afterShown, 0);
  };
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    if (!usedPicture(picture)) return show();
    // The picture stays (still usable) until the carry-over code is here; if it fails, the live page shows as it is.
    import(/* webpackChunkName: "carry-over" */ './carryOver').then(
      ({ carryOver }) => show(carryOver(picture, root)),
      () => show(),
    );
  };
  const limit = setTimeout(done, limitMs);
  if (showsRouteContent(root)) return done();
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'], // PAGE_RULES.loading (contracts.ts)
    characterData: true,
  });
}

/** Shows the live app now (the start-up failed and says so). */
export function dropFirstView(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
}
