/**
 * The embed's CSS as text (collected by tools/webpack/loaders/shadow-style-loader.cjs from every stylesheet the
 * embed imports), adopted into each shadow root. A constructed stylesheet is not an inline style, so
 * a partner's CSP needs no `style-src 'unsafe-inline'`; browsers without adoptedStyleSheets get a
 * <style> element inside the shadow root instead.
 */
const texts = new Map<string, string>();
let sheet: CSSStyleSheet | null = null;

export function addShadowStyles(id: string, css: string): void {
  texts.set(id, css);
  sheet = null;
}

export function shadowCssText(): string {
  return [...texts.values()].join('\n');
}

const canAdopt = () =>
  typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in ShadowRoot.prototype;

/** Puts the embed's styles into `shadow` (once). */
export function adoptShadowStyles(shadow: ShadowRoot): void {
  if (canAdopt()) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(shadowCssText());
    }
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  if (shadow.querySelector('style[data-harborview]')) return;
  const style = document.createElement('style');
  style.dataset.harborview = '';
  style.textContent = shadowCssText();
  shadow.prepend(style);
}
