 
// API tests: Node environment, real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is
// set). ts-jest transpiles our TypeScript and the ESM-only dependencies (jose) to CommonJS.
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/environment.cjs',
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  moduleNameMapper: {
    '^@hotel/shared/domain$': path.join(__dirname, '..', 'shared', 'src/domain/index.ts'),
    '^@hotel/shared/routes$': path.join(__dirname, '..', 'shared', 'src/routes.ts'),
    '^@hotel/shared$': path.join(__dirname, '..', 'shared', 'src/index.ts'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
};
