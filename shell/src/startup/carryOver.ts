/**
 * The hand-over's carry-over (docs/architecture.md §14): what the guest typed, ticked, focused or
 * clicked in the picture moves to the live page. Loaded only when they used the picture
 * (pictureUse.ts), so a guest who only looked downloads none of it before the content (§10).
 */
import { PATH_ATTRIBUTE, elementAt, type FirstViewHost } from './firstView';
import { changed, type Field } from './pictureUse';

/** Sets a live field as typing would, so React's onChange sees it. */
function type(live: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set?.call(live, value);
  live.dispatchEvent(new Event('input', { bubbles: true }));
  live.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Moves what the guest did in the picture onto the live page; returns what must wait until it shows. */
export function carryOver(picture: FirstViewHost, root: HTMLElement): () => void {
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
