 
const preset = require('../jest.preset.cjs');

module.exports = { ...preset, displayName: 'mf-booking', rootDir: __dirname };
