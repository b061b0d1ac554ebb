const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mf-marketing',
  rootDir: __dirname,
  // Swiper's stylesheets are imported by subpath ('swiper/css/…'), without a .css ending.
  moduleNameMapper: { '^swiper/css(/.*)?$': 'identity-obj-proxy', ...preset.moduleNameMapper },
};
