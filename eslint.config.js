// eslint.config.js: the JS linter's rules for the pages, the loader, the scripts and the tests (npm test runs it).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['build/**', 'dist/**', 'node_modules/**', 'wasm/arcade-core.js'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
];
