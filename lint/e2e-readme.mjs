// `npm run lint`'s docs check: e2e/README.md's Specs table has one row for each spec in
// e2e/tests/, and no row for a spec that is gone, so the table says what the suite proves today.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
const specs = readdirSync(join(e2e, 'tests')).filter((f) => f.endsWith('.spec.ts'));
const rows = [...readFileSync(join(e2e, 'README.md'), 'utf8').matchAll(/^\| `([^`]+\.spec\.ts)` \|/gm)].map((m) => m[1]);

const problems = [
  ...specs.filter((f) => !rows.includes(f)).map((f) => `tests/${f} has no row: add one saying what it proves`),
  ...rows.filter((f) => !specs.includes(f)).map((f) => `${f} has a row but no file in tests/: remove the row`),
];
if (problems.length > 0) {
  console.error(`e2e/README.md, "Specs (tests/)":\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
