// One lint setup for the whole workspace: each package runs `eslint .` against this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      '**/public/**',
      '**/coverage/**',
      'packages/artwork/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  // The kit must stay reusable: no app code and no NGS content inside it.
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@ngs/web', '@ngs/web/*', '@ngs/content', '@ngs/content/*'],
          // The before-app runtime's Node side (CSP hashing, the router manifest) is the site's;
          // the kit reads only the built texts, `@ngs/html-first/inline-scripts`.
          paths: ['@ngs/html-first'],
        },
      ],
    },
  },
  // The server runs in Node with no React: it serves the site's build, never imports its code.
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@ngs/ui', '@ngs/ui/*', '@ngs/web', '@ngs/web/*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@ngs/server', '@ngs/server/*'] }],
    },
  },
  // What runs before the app is plain DOM code that any site may carry: nothing of ours in it.
  {
    files: ['packages/html-first/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@ngs/ui',
            '@ngs/ui/*',
            '@ngs/web',
            '@ngs/web/*',
            '@ngs/server',
            '@ngs/server/*',
            '@ngs/content',
            '@ngs/content/*',
            '@ngs/forms',
            '@ngs/forms/*',
            'react',
            'react-dom',
            'react-dom/*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/content/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@ngs/ui', '@ngs/ui/*', '@ngs/web'] }],
    },
  },
);
