// Where the e2e stack listens: every port of scripts/lib/stack.cjs shifted by HV_E2E_PORT_SHIFT
// (10000 by default), so a developer's `npm start` can keep running beside the e2e run.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  AUTH_PROJECT_ID,
  bin,
  clearAuthAccounts as clearAccountsOn,
  ports,
  root,
  serveArgs,
  stopChild,
  url,
  waitFor,
  type PartName,
} from '../../../scripts/lib/stack.cjs';

export const PORT_SHIFT = Number(process.env.HV_E2E_PORT_SHIFT ?? 10_000);
const pt = ports(PORT_SHIFT);

export const urls = Object.fromEntries(Object.entries(pt).map(([part, port]) => [part, url(port)])) as Record<PartName, string>;
export { AUTH_PROJECT_ID };
export const repoRoot = root;

/** Deletes every Auth emulator account, so each test starts signed out with no users. */
export const clearAuthAccounts = (): Promise<void> => clearAccountsOn(pt.auth);

/** Serves a built front end on a port of our choosing (to stop and restart one remote in a test). */
export function serveBuilt(pkg: string, port: number): ChildProcess {
  return spawn(bin('serve'), serveArgs(pkg, port), { stdio: 'ignore' });
}

export const waitForUrl = (target: string, timeoutMs = 20_000): Promise<void> => waitFor(target, { timeoutMs, intervalMs: 200 });

export const stop = (child: ChildProcess): Promise<void> => stopChild(child);
