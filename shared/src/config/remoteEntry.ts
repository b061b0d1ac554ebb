/**
 * One remote's entry in config.json (docs/deploying.md, "Canaries"), parsed: the runtime config
 * store (the singleton) and the release rules (./releases.ts, main.js and the shell's releases chunk)
 * both read it. A module of its own so the singleton carries this parser and not the release rules,
 * which only a visitor with a canary or an override runs. Import-free.
 */

/** One remote's entry in config.json, parsed. */
export interface RemoteRelease {
  /** The manifest URL everyone gets (everyone but the canary's share while a canary runs). */
  stable: string;
  /** A second release served to `percent` % of visitors (each visitor keeps theirs across loads). */
  canary?: { url: string; percent: number };
}

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function httpUrl(v: unknown): boolean {
  if (!nonEmpty(v)) return false;
  try {
    const u = new URL(v.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Parses `remotes.<name>` of config.json: a manifest URL, or
 * `{ "stable": url, "canary": url, "canaryPercent": 1..99 }` (canary and canaryPercent together or
 * not at all). Problems are pushed to `problems`, each naming its path.
 */
export function parseRemoteEntry(value: unknown, path: string, problems: string[]): RemoteRelease {
  if (typeof value === 'string' || value === undefined || value === null) {
    if (!nonEmpty(value)) problems.push(`"${path}" must be a non-empty string`);
    return { stable: typeof value === 'string' ? value.trim() : '' };
  }
  if (!isObj(value)) {
    problems.push(`"${path}" must be a manifest URL or { "stable", "canary", "canaryPercent" }`);
    return { stable: '' };
  }
  const unknown = Object.keys(value).filter((k) => !['stable', 'canary', 'canaryPercent'].includes(k));
  if (unknown.length > 0) problems.push(`"${path}" has unknown keys: ${unknown.join(', ')} (expected stable, canary, canaryPercent)`);
  if (!httpUrl(value.stable)) problems.push(`"${path}.stable" must be an http(s) manifest URL`);
  const stable = nonEmpty(value.stable) ? value.stable.trim() : '';
  if (value.canary === undefined && value.canaryPercent === undefined) return { stable };
  if (!httpUrl(value.canary)) problems.push(`"${path}.canary" must be an http(s) manifest URL (with "canaryPercent")`);
  const percent = value.canaryPercent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) {
    problems.push(`"${path}.canaryPercent" must be a whole number from 1 to 99 (got ${JSON.stringify(percent)})`);
  }
  const canary = nonEmpty(value.canary) ? value.canary.trim() : '';
  if (canary && canary === stable) problems.push(`"${path}.canary" is the same URL as its "stable"`);
  return { stable, canary: { url: canary, percent: typeof percent === 'number' ? percent : 0 } };
}

