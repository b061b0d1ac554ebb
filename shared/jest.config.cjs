/* eslint-disable @typescript-eslint/no-require-imports */
// @hotel/shared: domain, config and api tests are plain TypeScript; node environment is enough.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
