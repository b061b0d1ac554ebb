 
const preset = require('../jest.preset.cjs');

module.exports = { ...preset, displayName: 'mf-catalog', rootDir: __dirname };
