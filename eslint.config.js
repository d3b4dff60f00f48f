import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * The framework's own preset (@adonisjs/eslint-config, with Prettier through @adonisjs/prettier-config), the React
 * hooks rules for the web app, and two type-aware rules that catch real bugs: promises nobody awaits or handles,
 * and promises passed where a plain value or callback is expected.
 */
export default configApp(
  {
    ignores: [
      '**/generated/**',
      'api-types/**',
      'public/**',
      'storage/**',
      'tmp/**',
      'build/**',
      'ui/dist/**',
      '**/node_modules/**',
    ],
  },
  {
    name: 'Web app and CLI (TSX, kebab-case file names)',
    files: ['ui/**/*.{ts,tsx}', 'cli/**/*.{ts,tsx}'],
    rules: { ...RULES_LIST, '@unicorn/filename-case': ['error', { case: 'kebabCase' }] },
  },
  {
    name: 'Project choices',
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `(await query).rows` reads as well as a temporary variable; not worth 1,200 rewrites.
      '@unicorn/no-await-expression-member': 'off',
      // We match control characters on purpose: NUL and ill-formed text are refused at the edge.
      'no-control-regex': 'off',
      // As the preset, plus a leading underscore for what a destructuring leaves out on purpose (`{ secret: _, ...rest }`).
      '@typescript-eslint/naming-convention': [
        'error',
        {
          selector: 'variable',
          format: ['camelCase', 'UPPER_CASE', 'PascalCase'],
          leadingUnderscore: 'allow',
        },
        { selector: 'typeLike', format: ['PascalCase'] },
        { selector: 'class', format: ['PascalCase'] },
        {
          selector: 'interface',
          format: ['PascalCase'],
          custom: { regex: '^I[A-Z]', match: false },
        },
      ],
    },
  },
  {
    name: 'React hooks',
    files: ['ui/**/*.{ts,tsx}', 'cli/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    name: 'Promises',
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['ui/*.ts', 'ui/build-plugins/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Lucid's query builders are thenables that run only when awaited: building one (`query.where(...)`) is
          // not a forgotten promise.
          // The web app's toast never rejects: showing it may run on while the screen goes on.
          allowForKnownSafeCalls: [{ from: 'file', name: 'toast', path: 'ui/lib/toast.ts' }],
          allowForKnownSafePromises: [
            {
              from: 'package',
              package: '@adonisjs/lucid',
              name: [
                'ModelQueryBuilderContract',
                'DatabaseQueryBuilderContract',
                'ChainableContract',
                'InsertQueryBuilderContract',
                'RawQueryBuilderContract',
                'ExcutableQueryBuilderContract',
              ],
            },
            {
              from: 'package',
              package: 'knex',
              name: ['QueryBuilder', 'QueryInterface', 'ChainableInterface'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  }
)
