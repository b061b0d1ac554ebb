// Types of parts.cjs for TypeScript (API Jest suites, Playwright).
export type FrontEndName = 'shell' | 'catalog' | 'booking' | 'account' | 'marketing';
export type RemoteName = Exclude<FrontEndName, 'shell'>;
export type PartName = FrontEndName | 'api' | 'apiMetrics' | 'auth' | 'partner' | 'smtp' | 'mailWeb';
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

export const HOST: string;
export const AUTH_PROJECT_ID: string;
export const HOTEL_TIME_ZONE: string;
export const FRONT_ENDS: readonly FrontEnd[];
export const REMOTES: readonly (FrontEnd & { name: RemoteName })[];
export const BASE_PORTS: Readonly<Ports>;
export interface StagingPorts {
  front: number;
  api: number[];
  spare: number[];
  metrics: number[];
  spareMetrics: number[];
  redis: number;
  postgres: number;
}
export const STAGING_PORTS: Readonly<StagingPorts>;
export function ports(shift?: number): Ports;
export function stagingPorts(shift?: number): StagingPorts;
export function url(port: number): string;
export function runtimeConfig(pt?: Ports): RuntimeConfig;
export function siteOrigins(pt?: Ports): string[];
