import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The app hands the games typed states (app/base/game-state.ts checks each one read from storage):
// no cast to `never`, and no double cast, hides a mismatch at the boundary again.
const NO_BOUNDARY_CASTS = [
  {
    selector: 'TSAsExpression > TSNeverKeyword',
    message: 'No `as never`: give the value its type (a game state comes from checkedState).',
  },
  {
    selector:
      'TSAsExpression[expression.type="TSAsExpression"][expression.typeAnnotation.type="TSUnknownKeyword"]',
    message: 'No `as unknown as`: give the value its type.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist.next-*/**',
      'dist.old-*/**',
      '.cache/**',
      'data/**',
      'test-artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Engines must be deterministic: randomness comes only from the injected dice.
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the injected dice or a seeded Rng.' },
      ],
    },
  },
  {
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/db/**', '**/web/**', '**/mail/**', '**/cli/**', '**/render/**'],
              message: 'Engines are pure: src/games imports only src/games.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'Date', message: 'Engines have no clock.' }],
    },
  },
  {
    // Use-cases, pages and mail reach the database through src/db/repos only (ARCHITECTURE.md): a
    // query is named for what it answers, in one place, where its SQL is snapshotted.
    files: ['src/app/**/*.ts', 'src/web/**/*.ts', 'src/mail/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_BOUNDARY_CASTS,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries live in src/db/repos: add a named function there.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in src/db/repos: add a named function there.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: 'SQL lives in src/db/repos.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
