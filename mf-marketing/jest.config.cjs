 
const preset = require('../jest.preset.cjs');

module.exports = { ...preset, displayName: 'mf-marketing', rootDir: __dirname };
