// Browser and HTTP journeys against the real, built portal (see support/portal.ts).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.journey.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 180000,
  // Each journey starts its own API process and browser: one at a time on a 2-core machine.
  maxWorkers: 1,
};
