/* eslint-disable @typescript-eslint/no-require-imports */
// @hotel/shared: domain, config and api tests are plain TypeScript; the node environment is enough
// (a test that needs the DOM can opt in with a `@jest-environment jsdom` docblock).
const path = require('node:path');
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  // TypeScript 6 deprecates the root tsconfig.jest.json's moduleResolution Node10 (TS5107).
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  setupFilesAfterEnv: [],
};
