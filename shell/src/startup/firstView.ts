/**
 * What the first-view prerender (tools/first-view/, Node) and the shell's hand-over (handOver.ts)
 * share, written once (docs/architecture.md §14): the ids in the served page, the
 * storage keys the picture's inline script and the prerender read, and the "content is in" rule.
 * Plain TypeScript, no React: the prerender loads this file as it is (tsx), and runs
 * `showsRouteContent` inside the page it captures, so that function uses nothing from outside.
 */
import { USER_STORAGE_KEY } from '@hotel/shared/auth/session';
import { OFF_STABLE_KEY } from '@hotel/shared/config/releaseKeys';
import { PAGE_RULES } from '@hotel/shared/contracts';
import { OFFERS_SHOWN_STORAGE_KEY } from '@hotel/shared/domain';

/** The picture's host element, placed before #root. */
export const FIRST_VIEW_ID = 'first-view';
/** The picture's own style (hides #root until the hand-over). */
export const FIRST_VIEW_STYLE_ID = 'first-view-style';

/**
 * `user`: a visitor with a stored profile gets no page picture (it shows the signed-out top bar);
 * `offStable`: nor does one who was given a release other than the stable one (the pictures show
 * the stable releases); `offersShown`: the prerender marks the special offers seen (the pop-up is
 * not content).
 */
export const FIRST_VIEW_STORAGE = {
  user: USER_STORAGE_KEY,
  offStable: OFF_STABLE_KEY,
  offersShown: OFFERS_SHOWN_STORAGE_KEY,
} as const;

/**
 * The "content is in" rule: the pages' rules (PAGE_RULES, contracts.ts) plus the layout's footer, a
 * child of #root itself: a page's own <footer> (the login form's "New here?" line) is not it. With
 * plain `footer`, the sign-in pages counted as complete before the site's footer had loaded, so
 * their picture sometimes had none and the live footer became /forget-password's LCP at 3.9 s.
 */
export const CONTENT_IS_IN = { ...PAGE_RULES, footer: ':scope > footer' } as const;
export type ContentRule = typeof CONTENT_IS_IN;

/**
 * The route's content is on screen in `root` (the live app's #root): its main has text, the footer
 * is there, and no part is still loading. The picture is taken, and the live page takes over from
 * it, on this same test.
 */
export function showsRouteContent(root: ParentNode, rule: ContentRule = CONTENT_IS_IN): boolean {
  const main = root.querySelector(rule.content);
  return Boolean(main?.textContent?.trim() && root.querySelector(rule.footer) && !root.querySelector(rule.loading));
}

/**
 * The picture answers the guest before the hand-over (docs/architecture.md §14). Its
 * host is a custom element, so the picture's inline script reaches into its closed shadow root
 * (ElementInternals); it keeps the root and the buttons clicked in it on the host, under these
 * names, for the hand-over: links navigate as plain links, what was typed, ticked, focused or
 * clicked moves to the live page.
 */
export const FIRST_VIEW_HOST = { tag: 'harborview-first-view', root: 'hvRoot', clicks: 'hvClicks' } as const;
/** The host as the hand-over reads it. */
export type FirstViewHost = HTMLElement & { hvRoot?: ShadowRoot; hvClicks?: string[] };

/**
 * Each element a guest can use carries its place in the live page as this attribute (child
 * indices from #root, "0.2.1"), stamped by the prerender before the picture is taken, so the
 * hand-over finds its live twin whatever the picture left out.
 */
export const PATH_ATTRIBUTE = 'data-fv';
export const USABLE = 'a[href],button,input,select,textarea,summary,[tabindex],[role="button"]';

/** `el`'s place below `root` as child indices ("0.2.1"). Uses nothing from outside (the prerender runs it in the page). */
export function elementPath(root: Element, el: Element): string {
  const steps: number[] = [];
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return '';
    steps.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return steps.join('.');
}

/** The element at `path` below `root`, or null. */
export function elementAt(root: Element, path: string): Element | null {
  let at: Element | null = root;
  for (const step of path.split('.')) at = at?.children[Number(step)] ?? null;
  return at;
}
