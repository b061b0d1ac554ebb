// Types of runner.cjs for the TypeScript tests (API Jest suites, Playwright).
import type { ChildProcess } from 'node:child_process';

export const root: string;
export function hotelDay(days?: number, now?: Date): string;
export function waitFor(
  target: string,
  opts?: { timeoutMs?: number; child?: ChildProcess; name?: string; intervalMs?: number },
): Promise<void>;
export function stopChild(child: ChildProcess, opts?: { graceMs?: number; group?: boolean }): Promise<void>;
export function bin(name: string): string;
export function serveArgs(pkg: string, port: number, dir?: string, configFile?: string): string[];
