// Where the e2e stack listens: the ports of ARCHITECTURE §2 shifted by 10000, so a developer's
// `npm start` can keep running beside the e2e run.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const PORT_SHIFT = Number(process.env.HV_E2E_PORT_SHIFT ?? 10_000);
const at = (port: number) => `http://127.0.0.1:${port + PORT_SHIFT}`;

export const urls = {
  shell: at(3000),
  catalog: at(3001),
  booking: at(3002),
  account: at(3003),
  marketing: at(3004),
  api: at(4000),
  auth: at(9099),
  partner: at(5050),
};

export const AUTH_PROJECT_ID = 'demo-harborview';
export const repoRoot = join(__dirname, '..', '..', '..');

/** Deletes every Auth emulator account, so each test starts signed out with no users. */
export async function clearAuthAccounts(): Promise<void> {
  const res = await fetch(`${urls.auth}/emulator/v1/projects/${AUTH_PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear Auth emulator accounts: ${res.status}`);
}

/** Serves a built front end on a port of our choosing (to stop and restart one remote in a test). */
export function serveBuilt(pkg: string, port: number): ChildProcess {
  const bin = join(repoRoot, 'node_modules', '.bin', 'serve');
  return spawn(
    bin,
    [join(repoRoot, pkg, 'dist'), '--listen', `tcp://127.0.0.1:${port}`, '--config', join(repoRoot, 'serve.json'), '--no-clipboard', '--no-port-switching', '--no-request-logging'],
    { stdio: 'ignore' },
  );
}

export async function waitForUrl(target: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${target} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
