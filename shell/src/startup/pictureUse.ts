import type { FirstViewHost } from './firstView';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the guest changed in the picture. */
export const changed = (f: Field) =>
  f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue;

/** Whether the guest did something in the picture the live page must take over: clicked, focused or changed a field. */
export function usedPicture(picture: FirstViewHost): boolean {
  const shadow = picture.hvRoot;
  if (!shadow) return false;
  return Boolean(picture.hvClicks?.length || shadow.activeElement || [...shadow.querySelectorAll<Field>('input, textarea, select')].some(changed));
}
