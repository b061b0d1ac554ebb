 
const preset = require('../jest.preset.cjs');

module.exports = { ...preset, displayName: 'shell', rootDir: __dirname };
