/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // The root tsconfig.jest.json trips TypeScript 6's TS5107 (moduleResolution Node10);
  // shared/tsconfig.jest.json extends it with ignoreDeprecations.
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'shared', 'tsconfig.jest.json') }],
  },
};
