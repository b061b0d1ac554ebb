// Types of emulator.cjs for the TypeScript tests (API Jest suites, Playwright).
import type { ChildProcess } from 'node:child_process';

export interface AuthEmulator {
  url: string;
  /** null when an emulator already answered on the port and is shared. */
  pid: number | null;
  /** The emulator's process (null when shared). */
  child: ChildProcess | null;
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startAuthEmulator(opts?: { port?: number; detached?: boolean; log?: boolean; logFile?: string }): Promise<AuthEmulator>;
export function clearAuthAccounts(port?: number): Promise<void>;
