const path = require('node:path');
const preset = require('../jest.preset.cjs');

// Swiper and react-leaflet ship ES modules only: compile them to CommonJS for Jest.
const esm = ['swiper', 'react-leaflet', '@react-leaflet'];
const tsJest = ['ts-jest', { tsconfig: path.join(__dirname, '../tsconfig.jest.json') }];

module.exports = {
  ...preset,
  displayName: 'mf-marketing',
  rootDir: __dirname,
  transform: { ...preset.transform, [`^.+/node_modules/(${esm.join('|')})/.+\\.m?js$`]: tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  // Swiper's stylesheets are imported by subpath ('swiper/css/…'), without a .css ending.
  moduleNameMapper: { '^swiper/css(/.*)?$': 'identity-obj-proxy', ...preset.moduleNameMapper },
};
