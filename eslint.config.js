// Lint config: typescript-eslint's recommended rules; dist/ is generated and excluded.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// @actions/expressions is the one exception: a pure expression library (decision steps).
const corePatterns = [{ group: ['@actions/*', '!@actions/expressions'], message: 'src/core must not import @actions/* (use a port).' }];
const corePaths = [{ name: 'node:child_process', message: 'src/core spawns no process; use an executor port.' }, { name: 'child_process', message: 'src/core spawns no process; use an executor port.' }];
// Bundled code imports zod only through src/core/model/zod.ts (zod/mini, set up there): the classic
// entry costs every process's cold start (docs/benchmarks.md), and a schema built before the
// set-up would lack its English messages.
const zodMessage = "import * as z from 'src/core/model/zod.js' (zod/mini, configured) instead.";
const zodPaths = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/mini', 'zod/v4-mini', 'zod/v4/core'].map((name) => ({ name, message: zodMessage }));

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
    // CommonJS on purpose: the fake agent (a CommonJS start is cheaper than an ES module's) and
    // src/action/lazy-undici.cjs (a synchronous require on first use).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: zodPaths }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      // The core imports no GitHub toolkit and spawns no process (ports do that); it does read and
      // write files. test/unit/core-boundaries.test.ts also catches import() and createRequire.
      'no-restricted-imports': ['error', {
        patterns: corePatterns,
        paths: [...corePaths, ...zodPaths],
      }],
    },
  },
  {
    // The one module that imports zod itself (and configures it).
    files: ['src/core/model/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: corePatterns, paths: corePaths }],
    },
  },
);
