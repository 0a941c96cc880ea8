// One flat config for the whole repo; each package runs `eslint .` and finds this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const webSrc = join(import.meta.dirname, 'apps/web/src');
const features = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The message-id rules every TS file has (repeated where a later block adds its own selectors). */
const messageIdSelectors = [
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
];

/** A hue written in app code: hex, rgb()/hsl() and the named colours (tokens only, STYLE.md habit 1). */
const HEX = '(^|[\\s(,])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';
const FUNCTION = '\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(';
const NAMED =
  '^(black|white|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|maroon|navy|teal|olive|lime|aqua|cyan|magenta|fuchsia|brown|gold|indigo|violet)$';
const colourSelectors = [
  `Literal[value=/${HEX}/]`,
  `TemplateElement[value.raw=/${HEX}/]`,
  `Literal[value=/${FUNCTION}/]`,
  `TemplateElement[value.raw=/${FUNCTION}/]`,
  `Property > Literal.value[value=/${NAMED}/i]`,
].map((selector) => ({
  selector,
  message: 'No colour literals in app code: use a semantic token of @repo/ui/theme (vars.*).',
}));

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
      'no-restricted-syntax': ['error', ...messageIdSelectors],
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
  {
    // Colours in the web app come from the theme's semantic tokens only (stories and tests may need
    // literal colours to set up a case).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...messageIdSelectors, ...colourSelectors] },
  },
  {
    // Import boundaries (ARCHITECTURE.md "The web app's shape") and no import cycles anywhere.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: webSrc,
          zones: [
            // A feature reaches another only through its public entry (features/<name>/index.ts).
            ...features.flatMap((feature) =>
              features
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./features/${feature}`,
                  from: `./features/${other}`,
                  except: ['./index.ts'],
                  message: `Import features/${other} through its index.ts, not its internals.`,
                })),
            ),
            // The floor never stands on what is built on it.
            ...['shared', 'platform'].map((floor) => ({
              target: `./${floor}`,
              from: ['./features', './app'],
              message: `${floor}/ must not import features/ or app/.`,
            })),
            // Features stand on the floor, never on the shell that collects them: what every feature
            // needs from the app (services, shell state, start-up data, global messages) lives in
            // shared/. Only tests that boot the whole app (<App>, its services) may reach app/.
            {
              target: './features/**/!(*.test).{ts,tsx}',
              from: './app',
              message:
                'features/ must not import app/: take what features share from shared/ (or platform/).',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
