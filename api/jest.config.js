// One config for unit specs (src/**/*.spec.ts) and e2e specs (test/**/*.e2e-spec.ts).
// The database engine comes from TEST_DB (sqlite | mysql); see test/support/test-database.ts.
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // The shared contracts run from their TypeScript source under test (the build uses their compiled dist/).
  moduleNameMapper: { '^@portal/contracts$': '<rootDir>/../packages/contracts/src/index.ts' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
