 
// @hotel/shared: domain, config and api tests are plain TypeScript; the node environment is enough
// (a test that needs the DOM can opt in with a `@jest-environment jsdom` docblock). Of the front
// ends' setup, only the toast mock: the rest (MSW, a session) is theirs.
const path = require('node:path');
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: [path.join(__dirname, 'src/testing/toastMock.ts')],
};
