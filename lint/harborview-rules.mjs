// The repository's own lint rules (docs/architecture.md §1): features stay apart, and files are
// named one way. Small enough to keep here instead of adding a plugin dependency.
import path from 'node:path';

/** "<…>/<pkg>/src/features/<name>/…" → "<…>/<pkg>/src/features/<name>", else null. */
function featureRoot(file) {
  const parts = file.split(path.sep);
  const i = parts.lastIndexOf('features');
  return i > 0 && parts[i - 1] === 'src' && parts.length > i + 2 ? parts.slice(0, i + 2).join(path.sep) : null;
}

function srcRoot(file) {
  const parts = file.split(path.sep);
  const i = parts.lastIndexOf('src');
  return i > 0 ? parts.slice(0, i + 1).join(path.sep) : null;
}

/** Calls check(node, specifier) for every static or dynamic import and re-export with a literal source. */
function onImports(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports no other feature; src/ui/ (what features share) imports no feature." },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}': move what both use to this remote's src/ui/ (or @hotel/shared).",
      uiImportsFeature: "src/ui/ is shared by the features and imports none of them (here '{{to}}').",
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureRoot(file);
    const src = srcRoot(file);
    const inUi = src !== null && file.startsWith(path.join(src, 'ui') + path.sep);
    if (!own && !inUi) return {};
    return onImports((node, spec) => {
      if (!spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const other = featureRoot(path.join(target, 'x')) ?? featureRoot(target);
      if (!other) return;
      if (own && other !== own) context.report({ node, messageId: 'crossFeature', data: { from: path.basename(own), to: path.basename(other) } });
      else if (inUi) context.report({ node, messageId: 'uiImportsFeature', data: { to: path.basename(other) } });
    });
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;

/** Name before the first dot: "RoomCard.module.css" → "RoomCard", "useLoad.test.tsx" → "useLoad". */
const stem = (name) => name.split('.')[0];

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Below a package\'s src/: folders in kebab-case; a .ts file in camelCase; a .tsx or .css file in PascalCase (a component) or camelCase.',
    },
    schema: [],
    messages: {
      folder: "Folder '{{name}}' should be kebab-case (like 'room-details').",
      ts: "File '{{name}}' should be camelCase (like 'useRooms.ts', 'roomDefaults.ts').",
      view: "File '{{name}}' should be PascalCase for a component (like 'RoomCard.tsx') or camelCase (like 'embed.tsx').",
    },
  },
  create(context) {
    const file = context.filename;
    const src = srcRoot(file);
    if (!src) return {};
    const rel = path.relative(src, file).split(path.sep);
    const base = rel.pop();
    return {
      Program(node) {
        const folder = rel.find((f) => !KEBAB.test(f));
        if (folder) context.report({ node, messageId: 'folder', data: { name: folder } });
        if (/\.tsx$/.test(base) ? !PASCAL.test(stem(base)) && !CAMEL.test(stem(base)) : !CAMEL.test(stem(base))) {
          context.report({ node, messageId: /\.tsx$/.test(base) ? 'view' : 'ts', data: { name: base } });
        }
      },
      // ESLint does not read stylesheets: their names are checked where they are imported.
      ...onImports((node, spec) => {
        if (!spec.startsWith('.') || !spec.endsWith('.css')) return;
        const name = path.basename(spec);
        if (!PASCAL.test(stem(name)) && !CAMEL.test(stem(name))) context.report({ node, messageId: 'view', data: { name } });
      }),
    };
  },
};

export const harborview = { rules: { 'feature-boundaries': featureBoundaries, 'file-names': fileNames } };
