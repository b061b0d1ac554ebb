/* eslint-disable @typescript-eslint/no-require-imports */
module.exports = { ...require('../jest.preset.cjs'), rootDir: __dirname };
