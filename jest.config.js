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
  reporters: ['default', '<rootDir>/test/support/count-reporter.cjs'],
};
