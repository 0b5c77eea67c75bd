/** Jest runs the TypeScript sources as ESM through swc (no type-checking here: `npm run typecheck`).
 * One jest project per test lane (test/support/lanes.cjs): `npm run test:rules` etc. run one. */
import { createRequire } from 'node:module';

const { LANES, SOAK } = createRequire(import.meta.url)('./test/support/lanes.cjs');

const project = {
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
};

export default {
  // Jest's default on a 2-core machine is one worker; most test time waits on PGlite, servers and
  // child processes, so two workers keep both cores busy.
  maxWorkers: 2,
  // Each test file's ESM modules stay in the worker's heap (vm modules are not freed), so a worker
  // grows to over 3 GB by the end and spends its time collecting garbage: one grown past this
  // limit is replaced by a fresh one between files.
  workerIdleMemoryLimit: '1200MB',
  // Hooks and tests that open a database and start a server take seconds on a quiet machine and
  // over a minute on one running other work beside CI: the limit catches hangs, not slowness.
  testTimeout: 150000,
  projects: [
    ...Object.entries(LANES).map(([lane, folders]) => ({
      ...project,
      displayName: lane,
      testMatch: folders.map((f) => `<rootDir>/test/${f}/**/*.test.ts`),
      testPathIgnorePatterns: ['/node_modules/', `${SOAK.replaceAll('.', '\\.')}$`],
    })),
    { ...project, displayName: 'soak', testMatch: [`<rootDir>/test/**/*${SOAK}`] },
  ],
  // Temporary files in memory when there is room (test/support/temp-folder.cjs).
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  reporters: ['default', '<rootDir>/test/support/count-reporter.cjs'],
};
