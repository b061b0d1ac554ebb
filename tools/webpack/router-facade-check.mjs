// The shared react-router-dom is a facade of the component router (tools/webpack/facades/react-router-dom.mjs).
// A name missing from it would only fail in the browser, so the build checks every import first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** The shared `react-router-dom` facade. */
export const ROUTER_FACADE = path.join(ROOT, 'tools/webpack/facades/react-router-dom.mjs');

const facadeExports = () => {
  const src = readFileSync(ROUTER_FACADE, 'utf8');
  const list = src.slice(src.indexOf('export {') + 8, src.indexOf("} from 'react-router'"));
  return new Set(list.split(',').map((s) => s.trim()).filter(Boolean));
};

/** Throws when a source file imports from 'react-router-dom' a name the shared facade lacks. */
export function checkRouterImports(srcDir) {
  const allowed = facadeExports();
  const problems = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(tsx?|mjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
          for (const raw of m[1].split(',')) {
            const spec = raw.trim().replace(/^type\s+/, '');
            if (!spec || raw.trim().startsWith('type ')) continue;
            const imported = spec.split(/\s+as\s+/)[0].trim();
            if (!allowed.has(imported)) problems.push(`${path.relative(ROOT, file)}: '${imported}'`);
          }
        }
      }
    }
  };
  walk(srcDir);
  if (problems.length > 0) {
    throw new Error(
      `These react-router-dom imports are not in the shared router facade (tools/webpack/facades/react-router-dom.mjs); add them there:\n  ${problems.join('\n  ')}`,
    );
  }
}
