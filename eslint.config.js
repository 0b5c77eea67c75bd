import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.cache/**', 'data/**', 'test-artifacts/**', 'coverage/**'] },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
