// One config for unit specs (src/**/*.spec.ts) and e2e specs (test/**/*.e2e-spec.ts).
// The database engine comes from TEST_DB (sqlite | mysql); see test/support/test-database.ts.
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    '^.+/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // openid-client and its two dependencies ship only as ES modules: Node loads them with require(), Jest's loader needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  // The shared contracts run from their TypeScript source under test (the build uses their compiled dist/).
  moduleNameMapper: { '^@portal/contracts$': '<rootDir>/../packages/contracts/src/index.ts' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
  // Template databases (migrated, and migrated + demo seed) built once per run; each e2e file copies one.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
