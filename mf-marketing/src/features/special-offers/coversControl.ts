/** What a guest can press or type into: the floating button must never lie over one of these. */
export const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether the box of `self` (the floating button) lies over any of `controls` that is on screen
 * (a control with no size is hidden). `self` and what is inside it do not count.
 */
export function coversControl(self: Element, box: Box, controls: Iterable<Element>): boolean {
  for (const el of controls) {
    if (el === self || self.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && intersects(box, r)) return true;
  }
  return false;
}
