// Types of stack.cjs for the TypeScript tests (API Jest suites, Playwright).
import type { ChildProcess } from 'node:child_process';

export type PartName = 'shell' | 'catalog' | 'booking' | 'account' | 'marketing' | 'api' | 'auth' | 'partner';
export type FrontEndName = 'shell' | 'catalog' | 'booking' | 'account' | 'marketing';
export type Ports = Record<PartName, number>;

export interface FrontEnd {
  pkg: string;
  name: FrontEndName;
  port: number;
  remote: boolean;
}

export interface RuntimeConfig {
  apiBase: string;
  siteUrl: string;
  remotes: Record<string, string>;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl: string };
  mapTileUrl: string;
  hotelTimeZone: string;
}

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
export const HOST: string;
export const AUTH_PROJECT_ID: string;
export const HOTEL_TIME_ZONE: string;
export function hotelDay(days?: number, now?: Date): string;
export const FRONT_ENDS: readonly FrontEnd[];
export const BASE_PORTS: Readonly<Ports>;
export function ports(shift?: number): Ports;
export function url(port: number): string;
export function runtimeConfig(pt?: Ports): RuntimeConfig;
export function waitFor(
  target: string,
  opts?: { timeoutMs?: number; child?: ChildProcess; name?: string; intervalMs?: number },
): Promise<void>;
export function stopChild(child: ChildProcess, opts?: { graceMs?: number; group?: boolean }): Promise<void>;
export function startAuthEmulator(opts?: { port?: number; detached?: boolean; log?: boolean; logFile?: string }): Promise<AuthEmulator>;
export function clearAuthAccounts(port?: number): Promise<void>;
export function bin(name: string): string;
export function serveArgs(pkg: string, port: number, dir?: string, configFile?: string): string[];
