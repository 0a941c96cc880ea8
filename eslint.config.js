// One flat config for the whole repo; each package runs `eslint .` and finds this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/.test-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/src/generated/**',
      '**/lang-compiled/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-facing message carries an explicit id, an English default and a note for translators.
      // Explicit, readable ids (`quotes.sort.label`), never generated hashes: enforced by selector below.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='FormattedMessage']:not(:has(JSXAttribute[name.name='id']))",
          message: 'Give every message an explicit id.',
        },
        {
          selector:
            "CallExpression[callee.property.name='formatMessage'] > ObjectExpression:first-child:not(:has(Property[key.name='id']))",
          message: 'Give every message an explicit id.',
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      // No literal user-facing text in JSX: children and the usual text props go through react-intl.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']],
          },
        },
      ],
    },
  },
  {
    // Stories and tests show sample content on purpose; app and component code may not.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '**/e2e/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // The reference server runs in the web app's tests only (a devDependency): never in app code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/app/testing/inProcessServer.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@repo/server', '@repo/server/*', '**/testing/inProcessServer'],
              message: 'The in-process server is for tests only; it must not reach the web bundle.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
