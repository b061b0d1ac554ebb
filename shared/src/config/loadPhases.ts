// The phases of a remote load, in order (docs/deploying.md, "What the shell reports"): its own
// import-free module because main.js records with it (shell/src/startup/loadRecorder.ts), and the
// rest of ./beacon.ts (the release ids' pattern, the sender's helpers) must not ride along into main.js.

/** How far a load got: config.json's manifest, the remoteEntry.js script, its init (shared scope), the exposed chunk, its factory. */
export const LOAD_PHASES = ['manifest', 'remoteEntry', 'init', 'expose', 'factory'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];
