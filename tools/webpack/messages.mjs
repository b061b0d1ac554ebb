// A remote's catalogs (docs/architecture.md §15): each `src/messages/<lang>.json` is exposed as
// `./messages-<lang>`, a chunk of its own named `messages-<lang>`, so the shell loads the page's
// language beside the page's code (never another language's) and registers it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** `{ './messages-en': { import, name }, … }` for every catalog of the package at `dir`. */
export function catalogExposes(dir) {
  const folder = path.join(dir, 'src', 'messages');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((f) => /^[a-z]{2}\.json$/.test(f))
      .map((f) => [`./messages-${f.slice(0, 2)}`, { import: `./src/messages/${f}`, name: `messages-${f.slice(0, 2)}` }]),
  );
}
