// The storage keys and the query parameter of releases (docs/deploying.md), apart from the release
// code: the shell's start-up names them without loading that code when config.json has no canary
// and allows no override (docs/architecture.md §10).

/** localStorage: the visitor's random id (written once), which decides their canary bucket. */
export const VISITOR_ID_KEY = 'harborview-visitor-id';
/** localStorage: this browser's overrides, `{ "<remote>": "<loopback manifest URL>" }`. */
export const OVERRIDES_KEY = 'harborview-overrides';
/**
 * localStorage: set while this visitor gets a remote other than its stable release. The first
 * view's inline script (tools/first-view/pages.mjs) then skips the prerendered picture, which shows
 * the stable releases.
 */
export const OFF_STABLE_KEY = 'harborview-off-stable';
/** The query parameter of an override: `?hv-override=catalog@http://127.0.0.1:3101/mf-manifest.json`. */
export const OVERRIDE_PARAM = 'hv-override';
