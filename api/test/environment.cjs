 
// Jest environment for the API tests: plain Node, plus `__nativeRequire`, Node's own require (this
// file is loaded outside Jest's module sandbox). The server code and its ESM-only dependencies
// (jose, glob, PGlite's dynamic imports) are loaded through it with tsx, not through Jest.
const { TestEnvironment } = require('jest-environment-node');

module.exports = class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire = require;
  }
};
