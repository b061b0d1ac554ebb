// What the release tooling, the CSP and the first-view prerender read from a deployed shell's
// config.json `remotes.<name>` (docs/deploying.md): a manifest URL, or a stable release with a
// canary (parsed for the browser by shared/src/config/releases.ts, which reports bad values).

/** The entry's stable manifest URL. */
export const stableUrl = (entry) => (typeof entry === 'string' ? entry : entry?.stable);

/** Every manifest URL the entry may hand a visitor: the stable one and the canary. */
export const entryUrls = (entry) =>
  (typeof entry === 'string' ? [entry] : [entry?.stable, entry?.canary]).filter((u) => typeof u === 'string' && u);

/** The config with every remote on its stable release and no overrides (what the first view shows). */
export function stableConfig(config) {
  const remotes = Object.fromEntries(Object.entries(config.remotes ?? {}).map(([name, e]) => [name, stableUrl(e)]));
  const { overrides: _overrides, ...rest } = config;
  return { ...rest, remotes };
}
