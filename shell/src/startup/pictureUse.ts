import type { FirstViewHost } from './firstView';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field the guest changed in the picture. A list's default is what a form reset would select: its
 * `selected` option, else its first. The picture's HTML carries no `selected` (React sets the live
 * list's value as a property), so comparing each option's selection with its attribute called every
 * list "changed": the carry-over then chose the first option on the live page (a guest's remembered
 * euros became dollars on every page with a picture).
 */
export const changed = (f: Field) =>
  f instanceof HTMLSelectElement
    ? f.selectedIndex !== Math.max(0, [...f.options].findIndex((o) => o.defaultSelected))
    : f.value !== f.defaultValue;

/** Whether the guest did something in the picture the live page must take over: clicked, focused or changed a field. */
export function usedPicture(picture: FirstViewHost): boolean {
  const shadow = picture.hvRoot;
  if (!shadow) return false;
  return Boolean(picture.hvClicks?.length || shadow.activeElement || [...shadow.querySelectorAll<Field>('input, textarea, select')].some(changed));
}
