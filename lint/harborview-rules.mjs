// The repository's own lint rules (docs/architecture.md §1): features stay apart, and files are
// named one way. Small enough to keep here instead of adding a plugin dependency.
import { existsSync } from 'node:fs';
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


/** Whether an import or re-export brings in types only (TypeScript erases it). */
const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** `file` as written in the zone's list: relative to the repository, with / separators. */
const fromRoot = (cwd, file) => path.relative(cwd, file).split(path.sep).join('/');

/** A relative specifier's file: the path as written, with .ts/.tsx, or its folder's index. */
function resolveRelative(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((f) => existsSync(f)) ?? base;
}

const mainJs = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "main.js (the shell's entry, run before React and the shared singletons) imports only its own files and the packages the zone allows; a dynamic import() starts another chunk and is free.",
    },
    schema: [
      {
        type: 'object',
        properties: { files: { type: 'array', items: { type: 'string' } }, packages: { type: 'array', items: { type: 'string' } } },
        required: ['files', 'packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      file: "main.js may not import '{{spec}}' ({{file}} is not part of it): load it with import(), or from the bootstrap. main.js's files are listed in eslint.config.mjs (MAIN_JS).",
      pkg: "main.js may not import '{{spec}}': it runs before React and the shared singletons (docs/architecture.md §10). Load it with import(), or from the bootstrap.",
    },
  },
  create(context) {
    const [{ files, packages }] = context.options;
    const cwd = context.cwd;
    const zone = new Set(files);
    const inZone = (f) => zone.has(fromRoot(cwd, f));
    const visit = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || typeOnly(node)) return;
      const spec = node.source.value;
      if (spec.startsWith('.')) {
        const target = resolveRelative(context.filename, spec);
        if (!inZone(target)) context.report({ node: node.source, messageId: 'file', data: { spec, file: fromRoot(cwd, target) } });
      } else if (!packages.includes(spec)) context.report({ node: node.source, messageId: 'pkg', data: { spec } });
    };
    // import() is not visited: it is the way out of main.js.
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
  },
};

/** Attributes a person reads or hears: their words come from the catalog too. */
const WORDED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-roledescription', 'aria-description']);
const HAS_LETTER = /\p{L}/u;

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: "A translated component's words are messages of its catalog (docs/architecture.md §15), never literals." },
    schema: [],
    messages: {
      text: 'Words in JSX ("{{text}}"): put them in this package\'s src/messages/*.json and write t(\'<id>\').',
      attribute: 'A literal {{name}} ("{{text}}"): put it in this package\'s src/messages/*.json and write {{name}}={t(\'<id>\')}.',
    },
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        const e = node.expression;
        const literal = e.type === 'Literal' ? e.value : e.type === 'TemplateLiteral' && e.expressions.length === 0 ? e.quasis[0].value.cooked : null;
        if (node.parent.type !== 'JSXAttribute' && typeof literal === 'string' && HAS_LETTER.test(literal))
          context.report({ node, messageId: 'text', data: { text: short(literal) } });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        const v = node.value;
        const text = v?.type === 'Literal' ? v.value : v?.type === 'JSXExpressionContainer' && v.expression.type === 'Literal' ? v.expression.value : null;
        if (WORDED_ATTRIBUTES.has(name) && typeof text === 'string' && HAS_LETTER.test(text))
          context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
    };
  },
};

export const harborview = {
  rules: { 'feature-boundaries': featureBoundaries, 'file-names': fileNames, 'main-js': mainJs, 'no-literal-text': noLiteralText },
};
