// One config for unit specs (src/**/*.spec.ts) and e2e specs (test/**/*.e2e-spec.ts).
// The database engine comes from TEST_DB (sqlite | mysql); see test/support/test-database.ts.
// A whole run takes the e2e specs through a few shards (test/shards/), each importing the app once for its specs;
// `npx jest test/x.e2e-spec.ts` still runs that file on its own (see test/shards/sequencer.cjs).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/shards/*.e2e-shard.ts'],
  testSequencer: '<rootDir>/test/shards/sequencer.cjs',
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
