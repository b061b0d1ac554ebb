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
import {
  FIRST_VIEW_ID,
  FIRST_VIEW_STYLE_ID,
  PATH_ATTRIBUTE,
  elementAt,
  showsRouteContent,
  type FirstViewHost,
} from './firstView';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const changed = (f: Field) =>
  f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue;

/** Sets a live field as typing would, so React's onChange sees it. */
function type(live: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set?.call(live, value);
  live.dispatchEvent(new Event('input', { bubbles: true }));
  live.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Moves what the guest did in the picture onto the live page; returns what must wait until it shows. */
function carryOver(picture: FirstViewHost, root: HTMLElement): () => void {
  const shadow = picture.hvRoot;
  if (!shadow) return () => undefined;
  const twin = <T extends Element>(el: T): T | null => {
    const at = el.getAttribute(PATH_ATTRIBUTE);
    const live = at ? elementAt(root, at) : null;
    return live && live.tagName === el.tagName ? (live as T) : null;
  };
  for (const field of shadow.querySelectorAll<Field>('input, textarea, select')) {
    const live = twin(field);
    if (!live) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && (live as HTMLInputElement).checked !== field.checked) (live as HTMLInputElement).click();
    } else if (changed(field)) type(live, field.value);
  }
  const focused = shadow.activeElement as HTMLElement | null;
  const clicks = [...(picture.hvClicks ?? [])];
  return () => {
    const live = focused && twin(focused);
    if (live instanceof HTMLElement) {
      live.focus();
      const text = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      if (text(live) && focused && text(focused)) {
        try {
          live.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          /* a field without a text selection (e-mail, number) */
        }
      }
    }
    for (const at of clicks) (elementAt(root, at) as HTMLElement | null)?.click();
  };
}

export function handOverFirstView(root: HTMLElement, limitMs = 8000, doc: Document = document): void {
  const picture = doc.getElementById(FIRST_VIEW_ID) as FirstViewHost | null;
  if (!picture) return;
  const observer = new MutationObserver(() => showsRouteContent(root) && done());
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    const afterShown = carryOver(picture, root);
    picture.remove();
    doc.getElementById(FIRST_VIEW_STYLE_ID)?.remove();
    // After React has rendered what was typed (its updates run after this task).
    setTimeout(afterShown, 0);
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
