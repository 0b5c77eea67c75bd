/** Jest runs the TypeScript sources as ESM through swc (no type-checking here: `npm run typecheck`). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          // Game data is JSON imported `with { type: 'json' }`: keep the attribute for Node's loader.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  testTimeout: 60000,
  // Jest's default on a 2-core machine is one worker; most test time waits on PGlite, servers and
  // child processes, so two workers keep both cores busy.
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/count-reporter.cjs'],
};
