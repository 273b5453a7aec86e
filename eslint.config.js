// ESLint for the whole repository (run by `npm run lint`, part of `npm test`): TypeScript rules from
// typescript-eslint (with the type-checked ones that catch what bites in asynchronous UI code: a promise nobody
// awaits or catches, a promise where a plain callback is expected, a switch that forgets a case), the rules of
// hooks (react-hooks), accessibility of JSX (jsx-a11y), and the views' own rules (below).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const a11yRules = {
  ...jsxA11y.flatConfigs.recommended.rules,
  // the feed pattern: each post is an article the reader moves focus to (j/k, arrows, Tab)
  'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['article'], roles: ['tabpanel'] }],
};

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { ignores: ['dist/', '.tmp/', 'node_modules/', 'tests/browser/screenshots/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // TypeScript already reports undefined names, with types
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // rules that need the types: the TypeScript project service answers them, file by file
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // Views draw what the charts say and send the reader's events; how a chart's states read (its tags) and
    // the data charts' retry and paging belong to the charts' readers and the data hooks (services/data).
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='hasTag']",
          message: "Views do not read tags: use the chart's typed reader (machines/*) or the data hook's status.",
        },
        {
          selector: "Property[key.name='type'][value.value=/^(RETRY|LOAD_MORE)$/]",
          message:
            "Views do not send RETRY or LOAD_MORE: use retry() / loadMore() of the data hook or the chart's hook.",
        },
        {
          selector: "CallExpression[callee.property.name='provide']",
          message: 'Views do not wire charts: the chart factory in services provides its actors.',
        },
      ],
    },
  },
  {
    // React code: the rules of hooks and the React Compiler's checks (refs read in render, state set in
    // effects, impure renders...), and accessible JSX
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      ...a11yRules,
      // the build puts the home screen's static imports in one chunk (vite.config.ts homeChunk): a value
      // imported through the entities' index would bring every entity module into it
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(services/)?entities$',
              allowTypeImports: true,
              message: 'Import values from the entity module itself (entities/account, entities/urls, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: a11yRules,
  },
  {
    // a test waits for a state, with a wait that survives a busy machine: vi.waitFor alone gives up after 1 s
    files: ['tests/**'],
    ignores: ['tests/support/wait-for-state.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='vi'][property.name='waitFor']",
          message: 'Wait with waitForState (tests/support/wait-for-state.ts): vi.waitFor gives up after 1 s.',
        },
      ],
    },
  },
  {
    // tests, the sandbox and scripts read untyped JSON freely
    files: ['tests/**', 'sandbox/**', 'scripts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
