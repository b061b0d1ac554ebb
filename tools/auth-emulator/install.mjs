// firebase-tools lives outside the workspace: installing it with --omit=optional skips re2's
// native build (about 3 minutes on our machines), which a workspace-wide flag cannot do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
if (process.env.HARBORVIEW_SKIP_EMULATOR_INSTALL) process.exit(0);
if (existsSync(join(dir, 'node_modules', 'firebase-tools', 'package.json'))) process.exit(0);
console.log('Installing firebase-tools for the Auth emulator (tools/auth-emulator)…');
execFileSync('npm', ['install', '--omit=optional', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: dir,
  stdio: 'inherit',
});
