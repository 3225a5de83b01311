import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['apps/web/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // In the browser zod must be configured before its first schema (no eval probe under our CSP): browser code and the
  // contracts take `z` from the contracts' zod.ts, which sets that up (docs/decisions.md, issue 28).
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/zod.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Import z from '@teamhub/contracts' (web) or './zod.js' (contracts): it is configured for the browser.",
            },
          ],
        },
      ],
    },
  },
  // Database enums and check constraints read their values from the contracts' constants, so that a value
  // added there is accepted by validation and by the database alike (docs/decisions.md).
  {
    files: ['apps/server/src/db/schema/**/*.ts'],
    ignores: ['apps/server/src/db/schema/value-checks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='enum'] > ArrayExpression",
          message: "Take the column's values from a contracts constant: text('status', { enum: TASK_STATUSES }).",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/ IN \\(/]",
          message: "Check a column's values with isOneOf(column, CONSTANT) from ./value-checks.ts.",
        },
      ],
    },
  },
  // Small files: split before 400 lines, every line counted as `wc -l` counts it. Tests are exempt: a
  // test file is a list of independent cases read one at a time (docs/decisions.md, "Rules that keep the shape").
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', 'apps/*/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
