import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../tools/webpack/remote.mjs';
// Port and /config.json from the parts table (tools/stack/parts.cjs).
import { frontEnd } from '../tools/webpack/front-end.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const EMBED_EXPOSE = path.join(here, 'src/features/embed/index.ts');
const SHADOW_STYLES = path.join(here, 'src/features/embed/shadowStyles.ts');

/**
 * The partner embed (docs/architecture.md §7) is its own webpack layer: everything `./embed` imports
 * (the room cards included) is compiled again in the layer "embed", whose CSS becomes text for the
 * embed's shadow roots (tools/webpack/loaders/shadow-style-loader.cjs) instead of <link> tags in document.head. The
 * pages of our own site keep their extracted, cached .css files.
 */
function embedLayer(config, { production }) {
  config.experiments = { ...config.experiments, layers: true };
  const shadowCss = (modules) => [
    { loader: require.resolve('../tools/webpack/loaders/shadow-style-loader.cjs'), options: { registry: SHADOW_STYLES } },
    {
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        modules: modules
          ? { localIdentName: production ? 'hv_[hash:base64:6]' : 'hv__[name]__[local]', namedExport: false, exportLocalsConvention: 'as-is' }
          : false,
      },
    },
  ];
  config.module.rules = [
    { test: EMBED_EXPOSE, layer: 'embed' },
    {
      oneOf: [
        { issuerLayer: 'embed', test: /\.module\.css$/, use: shadowCss(true) },
        { issuerLayer: 'embed', test: /\.css$/, use: shadowCss(false) },
        ...config.module.rules,
      ],
    },
  ];
  return config;
}

// Remote "catalog" (docs/architecture.md §3). The exposed names are a contract: change them only compatibly.
export default createRemoteConfig(import.meta.url, {
  ...frontEnd('catalog'),
  exposes: {
    './RoomsPage': './src/features/rooms/index.ts',
    './RoomDetailsPage': './src/features/room-details/index.ts',
    './embed': './src/features/embed/index.ts',
    // The front desk: staff pages in chunks named front-desk-… (the bench and the e2e suite tell
    // them from guest code by that name).
    './FrontDeskRoomsPage': { import: './src/features/front-desk-rooms/index.ts', name: 'front-desk-rooms' },
    './FrontDeskRoomEditorPage': { import: './src/features/front-desk-room-editor/index.ts', name: 'front-desk-room-editor' },
    './FrontDeskReviewsPage': { import: './src/features/front-desk-reviews/index.ts', name: 'front-desk-reviews' },
  },
  // After the port table's own extension (which writes config.json).
  extend: (config, env) => embedLayer(frontEnd('catalog').extend(config, env), env),
});
