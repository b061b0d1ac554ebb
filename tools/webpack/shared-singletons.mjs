// The shared singletons of the federation (docs/architecture.md §3): one copy of each in the page.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { ROUTER_FACADE } from './router-facade-check.mjs';

const require = createRequire(import.meta.url);
const readJson = (file) => require(file);

/**
 * requiredVersion comes from package.json: the package's own dependencies first, then
 * @hotel/shared's (firebase, which only @hotel/shared depends on). `react-dom/client` and
 * `react/jsx-runtime` are shared too: they are separate modules, and an unshared `react-dom/client`
 * would put a second reconciler into every bundle.
 */
export function sharedSingletons(pkgDir) {
  const own = readJson(path.join(pkgDir, 'package.json')).dependencies ?? {};
  const sharedPkg = readJson(path.join(ROOT, 'shared/package.json'));
  const version = (name) => own[name] ?? sharedPkg.dependencies?.[name] ?? sharedPkg.peerDependencies?.[name];
  const firebaseVersion = readJson(require.resolve('firebase/package.json', { paths: [pkgDir, ROOT] })).version;
  const routerVersion = readJson(require.resolve('react-router-dom/package.json', { paths: [pkgDir, ROOT] })).version;
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: version(pkg), ...extra });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    // The component-router facade, provided under the share key and version of react-router-dom.
    'react-router-dom': single('react-router-dom', { import: ROUTER_FACADE, version: routerVersion }),
    zustand: single('zustand'),
    'react-toastify': single('react-toastify'),
    // firebase/app and firebase/auth have no package.json of their own: give the version.
    'firebase/app': single('firebase', { eager: false, version: firebaseVersion }),
    'firebase/auth': single('firebase', { eager: false, version: firebaseVersion }),
    '@hotel/shared': { singleton: true, requiredVersion: own['@hotel/shared'] ?? sharedPkg.version },
  };
}
