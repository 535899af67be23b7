// Lint config: typescript-eslint's recommended rules; dist/ is generated and excluded.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/node_modules/**', 'coverage/**', 'bench/.work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', AbortController: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      // The core is pure: no GitHub toolkit and no process spawning (ports do that).
      'no-restricted-imports': ['error', {
        // @actions/expressions is the one exception: a pure expression library (decision steps).
        patterns: [{ group: ['@actions/*', '!@actions/expressions'], message: 'src/core must not import @actions/* (use a port).' }],
        paths: [{ name: 'node:child_process', message: 'src/core spawns no process; use an executor port.' }, { name: 'child_process', message: 'src/core spawns no process; use an executor port.' }],
      }],
    },
  },
);
