// The parts of Harborview and their ports, written once (docs/architecture.md §2). Plain CommonJS
// with no side effects, so everything that needs the list loads it alike: the webpack configs (dev
// ports, /config.json), the local-stack tools (tools/stack/, tools/README.md), lint
// boundaries, the test runner, the API's CORS for the harnesses, the partner demo and the e2e
// support. A new remote is one row of FRONT_ENDS.
'use strict';

const HOST = '127.0.0.1';
/** The demo Firebase project of the Auth emulator (a `demo-` id needs no cloud project). */
const AUTH_PROJECT_ID = 'demo-harborview';

/** The front ends: package folder, federation name and port (shifted by HV_PORT_SHIFT). */
const FRONT_ENDS = [
  { pkg: 'shell', name: 'shell', port: 3000, remote: false },
  { pkg: 'mf-catalog', name: 'catalog', port: 3001, remote: true },
  { pkg: 'mf-booking', name: 'booking', port: 3002, remote: true },
  { pkg: 'mf-account', name: 'account', port: 3003, remote: true },
  { pkg: 'mf-marketing', name: 'marketing', port: 3004, remote: true },
];
/** The remotes alone (every front end but the shell). */
const REMOTES = FRONT_ENDS.filter((f) => f.remote);

/**
 * Every port by part, unshifted. `partner` is the partner-site demo that embeds the catalog;
 * `smtp` and `mailWeb` are MailDev's (the local mail server the API sends through, and its inbox
 * page and REST API); `apiMetrics` is the API's Prometheus listener (METRICS_PORT).
 */
const BASE_PORTS = {
  ...Object.fromEntries(FRONT_ENDS.map((f) => [f.name, f.port])),
  api: 4000,
  apiMetrics: 9464,
  auth: 9099,
  partner: 5050,
  smtp: 1025,
  mailWeb: 1080,
};

/**
 * `npm run staging`'s own parts (tools/staging/, docs/operating.md), unshifted: nginx's HTTPS front
 * door; the API processes' two slots, each with a spare port its replacement starts on during a
 * roll (4070-4073: clear of the API process tests' 4100-4160 at every shift); their metrics ports in
 * the same order (METRICS_PORT); Redis and PostgreSQL. The Auth emulator and MailDev are BASE_PORTS'.
 */
const STAGING_PORTS = {
  front: 8443,
  api: [4070, 4071],
  spare: [4072, 4073],
  metrics: [9464, 9465],
  spareMetrics: [9466, 9467],
  redis: 6390,
  postgres: 5490,
};

const envShift = () => Number(process.env.HV_PORT_SHIFT || 0);

/** The ports of a stack moved by `shift` (default HV_PORT_SHIFT, else 0). */
function ports(shift = envShift()) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + shift]));
}

/** Staging's ports moved by `shift` (default HV_PORT_SHIFT, else 0). */
function stagingPorts(shift = envShift()) {
  const move = (v) => (Array.isArray(v) ? v.map((p) => p + shift) : v + shift);
  return Object.fromEntries(Object.entries(STAGING_PORTS).map(([name, v]) => [name, move(v)]));
}

const url = (port) => `http://${HOST}:${port}`;

/**
 * The hotel's IANA time zone for a local stack: HOTEL_TIME_ZONE when set (the API started by the
 * stack reads the same variable, so both agree on "today"), else the product's default,
 * `DEFAULT_HOTEL_TIME_ZONE` of @hotel/shared (this plain-CommonJS file cannot import it; the API's
 * config test checks the two are the same).
 */
const HOTEL_TIME_ZONE = process.env.HOTEL_TIME_ZONE || 'America/Los_Angeles';

/**
 * The runtime config (/config.json) of a stack on these ports. Every front end ships the same one:
 * `siteUrl` is the main site (the shell) wherever it is served, which is where the catalog's partner
 * loader embed.js, reading its own deployment's config.json, links the rooms.
 */
function runtimeConfig(pt = ports()) {
  return {
    apiBase: url(pt.api),
    siteUrl: url(pt.shell),
    remotes: Object.fromEntries(REMOTES.map((f) => [f.name, `${url(pt[f.name])}/mf-manifest.json`])),
    firebase: {
      apiKey: 'demo-key',
      authDomain: `${AUTH_PROJECT_ID}.firebaseapp.com`,
      projectId: AUTH_PROJECT_ID,
      emulatorUrl: url(pt.auth),
    },
    mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    hotelTimeZone: HOTEL_TIME_ZONE,
  };
}

/**
 * The origins the API lets call it from a stack on these ports: the shell and each remote's
 * standalone harness (which calls the API too), by IP and by name.
 */
function siteOrigins(pt = ports()) {
  return FRONT_ENDS.flatMap((f) => [url(pt[f.name]), `http://localhost:${pt[f.name]}`]);
}

module.exports = { HOST, AUTH_PROJECT_ID, HOTEL_TIME_ZONE, FRONT_ENDS, REMOTES, BASE_PORTS, STAGING_PORTS, ports, stagingPorts, url, runtimeConfig, siteOrigins };
