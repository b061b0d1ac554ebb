 
// @hotel/shared: domain, config and api tests are plain TypeScript; the node environment is enough
// (a test that needs the DOM can opt in with a `@jest-environment jsdom` docblock).
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
