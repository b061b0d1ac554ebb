// Base Jest settings for the front-end packages: ts-jest (transpile only; `npm run typecheck`
// type-checks), jsdom, @hotel/shared mapped to its source, CSS modules as identity proxies.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  moduleNameMapper: {
    // Stylesheets first, so `@hotel/shared/ui/tokens.css` is a stylesheet too, not source.
    '\\.(css)$': 'identity-obj-proxy',
    '^@hotel/shared$': path.join(__dirname, 'shared/src/index.ts'),
    '^@hotel/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'jest.file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'jest.setup-globals.cjs')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // CI runs on 2 shared cores: a suite's first test also pays for loading its modules (Swiper,
  // Leaflet, Firebase stubs), which took over Jest's 5 s default on a loaded machine.
  testTimeout: 30_000,
};
