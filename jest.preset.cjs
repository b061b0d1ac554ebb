// Base Jest settings for the front-end packages: ts-jest (transpile only; `npm run typecheck`
// type-checks), jsdom with Node's fetch and stream globals (jest-fixed-jsdom: the API client and
// MSW need them), @hotel/shared mapped to its source, CSS modules as identity proxies, and the
// shared test setup (an MSW server per file, a signed-out start: `@hotel/shared/testing`).
const path = require('node:path');

const tsJest = ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }];
// Packages that ship ES modules only (MSW's helpers; Swiper and react-leaflet in marketing):
// compiled to CommonJS for Jest.
const esm = ['rettime', 'until-async', '@open-draft/deferred-promise', 'swiper', 'react-leaflet', '@react-leaflet'];

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.tsx?$': tsJest,
    '/src/messages/[a-z]{2}\\.json$': path.join(__dirname, 'tools/test/messages-transform.cjs'),
    [`^.+/node_modules/(${esm.join('|')})/.+\\.m?js$`]: tsJest,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleNameMapper: {
    // Stylesheets first, so `@hotel/shared/ui/tokens.css` is a stylesheet too, not source.
    '\\.(css)$': 'identity-obj-proxy',
    // Each entry path of @hotel/shared to its file, as its package.json `exports` say (written once there).
    ...Object.fromEntries(
      Object.entries(require('./shared/package.json').exports)
        .filter(([, file]) => !file.endsWith('.css'))
        .map(([entry, file]) => [`^${path.posix.join('@hotel/shared', entry).replace(/[.]/g, '\\.')}$`, path.join(__dirname, 'shared', file)]),
    ),
    '^@hotel/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'jest.file-stub.cjs'),
  },
  resolver: path.join(__dirname, 'tools/test/query-resolver.cjs'),
  setupFiles: [path.join(__dirname, 'jest.setup-globals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'shared/src/testing/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Every test starts with no recorded calls on any mock (implementations stay).
  clearMocks: true,
  // CI runs on 2 shared cores: a suite's first test also pays for loading its modules (Swiper,
  // Leaflet, Firebase stubs), which took over Jest's 5 s default on a loaded machine.
  testTimeout: 30_000,
};
