// The server code runs in plain Node (through tsx), not inside Jest's module sandbox: its ESM-only
// dependencies (jose, glob, …) and PGlite's dynamic imports need Node's own loader, which the test
// environment (environment.cjs) exposes as __nativeRequire.
import { join } from 'node:path';

const nativeRequire = (globalThis as unknown as { __nativeRequire: NodeJS.Require }).__nativeRequire;
let registered = false;

/** Loads a TypeScript module (path relative to api/test) with Node's loader. */
export function loadNative<T>(path: string): T {
  if (!registered) {
    (nativeRequire('tsx/cjs/api') as { register: () => unknown }).register();
    registered = true;
  }
  return nativeRequire(join(__dirname, path)) as T;
}
