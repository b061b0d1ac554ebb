// Types of stack.cjs for the TypeScript tests (API Jest suites, Playwright).
import type { ChildProcess } from 'node:child_process';

export * from '../../tools/stack/parts.cjs';

export interface AuthEmulator {
  url: string;
  /** null when an emulator already answered on the port and is shared. */
  pid: number | null;
  /** The emulator's process (null when shared). */
  child: ChildProcess | null;
  ready: Promise<void>;
  stop(): Promise<void>;
}

export const root: string;
export function hotelDay(days?: number, now?: Date): string;
export function waitFor(
  target: string,
  opts?: { timeoutMs?: number; child?: ChildProcess; name?: string; intervalMs?: number },
): Promise<void>;
export function stopChild(child: ChildProcess, opts?: { graceMs?: number; group?: boolean }): Promise<void>;
export function startAuthEmulator(opts?: { port?: number; detached?: boolean; log?: boolean; logFile?: string }): Promise<AuthEmulator>;
export function clearAuthAccounts(port?: number): Promise<void>;
export function bin(name: string): string;
export function serveArgs(pkg: string, port: number, dir?: string, configFile?: string): string[];
