// Starts the Firebase Auth emulator (auth only, demo project: no Java, no cloud) and resolves once
// it answers. Used by `npm start`, the API tests and the e2e run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const AUTH_PROJECT_ID = 'demo-harborview';

export async function isUp(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return res.ok;
  } catch {
    return false;
  }
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startAuthEmulator({ port = 9099, log = false, detached = false } = {}) {
  const url = `http://127.0.0.1:${port}`;
  if (await isUp(port)) return { url, stop: async () => {} }; // one already runs: share it
  const bin = join(root, 'tools', 'auth-emulator', 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) throw new Error('firebase-tools is missing: run `npm install` at the repository root.');
  // firebase.json fixes the port, so every emulator gets a config of its own.
  const dir = mkdtempSync(join(tmpdir(), 'harborview-auth-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    // The hub and logging ports too: left to firebase-tools, two emulators starting at the same
    // time (parallel runs on one machine) race for 4400/4500 and one exits with code 2. Offsets of
    // 1000/2000 keep clear of the neighbouring auth ports other runs use.
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1000 },
        logging: { host: '127.0.0.1', port: port + 2000 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', AUTH_PROJECT_ID, '--config', config], {
    cwd: dir,
    stdio: log ? 'inherit' : 'ignore',
    detached,
  });
  // A ceiling, not a wait: on a loaded 2-core machine the emulator can take minutes to start.
  const deadline = Date.now() + 210_000;
  while (!(await isUp(port))) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('Auth emulator did not start within 210 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        const kill = (sig) => {
          try {
            if (detached) process.kill(-child.pid, sig);
            else child.kill(sig);
          } catch {
            resolve();
          }
        };
        kill('SIGTERM');
        setTimeout(() => kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Deletes every account in the emulator (between tests). */
export async function clearAuthAccounts(port = 9099) {
  await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${AUTH_PROJECT_ID}/accounts`, { method: 'DELETE' });
}
