// Browser builds never load scripts the Node way (ENV_TARGET is 'web'), yet @module-federation/sdk's
// index imports its Node script loader unconditionally. This stub replaces it (tools/webpack/config.mjs)
// so ~8 KB of Node-only code stays out of the shell's runtime and every remoteEntry.js.
const unsupported = () => {
  throw new Error('Node script loading is not available in the browser build.');
};
export const createScriptNode = unsupported;
export const loadScriptNode = unsupported;
