import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A module's public surface (DESIGN §API): its readers, its services and its guards, plus the
// route factories auth shares with the accounts modules. Anything else of another module is
// private to it; its types may still be named.
const publicSuffixes = ['reader', 'service', 'guards'];
/** Another module's private file, from a file whose path to the modules folder is `prefix`. */
const otherModulesPrivate = (prefix, suffixes = publicSuffixes) => ({
  regex: `^${prefix}(?!auth/[^/]*-routes(\\.ts)?$)[^./][^/]*/(?!([^/]*-)?(${suffixes.join('|')})(\\.ts)?$)[^/]+$`,
  allowTypeImports: true,
  message: `Use the other module's public surface (its *-${suffixes.join('.ts, *-')}.ts files), never its other files.`,
});
// Where each kind of API file sits, and how its imports reach the modules folder.
const moduleFolders = [
  { folder: 'apps/api/src/modules/*/', prefix: '\\.\\./' },
  { folder: 'apps/api/src/modules/*/*/', prefix: '\\.\\./\\.\\./' },
  { folder: 'apps/api/src/workflows/', prefix: '\\.\\./modules/' },
];
// Another module's repository or table file, from a module file (../other/…) or a workflow (../modules/other/…).
const otherModulesData = {
  regex: '^(\\.\\./)+(modules/)?[^./][^/]*/[^/]*-(repository|table)(\\.ts)?$',
  message:
    "Use the other module's public surface (its *-reader.ts or service functions), never its repository or tables.",
};
const otherModulesRepository = {
  regex: '^\\.\\./[^./][^/]*/[^/]*-repository(\\.ts)?$',
  message: "Use the other module's public surface (its *-reader.ts or service functions), never its repository.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      // Generated from the OpenAPI document; a test keeps it current.
      'packages/api-client/src/openapi-schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[source.value=/index/]',
          message: 'No barrel files: import from the module itself.',
        },
      ],
    },
  },
  {
    // STYLE §Written down, checked by tools: kebab-case file names and no import cycles.
    files: ['{apps,packages,e2e,scripts}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      // Type-only imports are erased and never form a cycle at run time; the rule skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features never import each other; shared code moves to components/, lib/ or api/ (STYLE.md).
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[^.]',
              message: 'Features do not import each other; move shared code to components/, lib/ or api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route's service context is the Fastify instance, whose decorations live on its prototype:
    // spreading it silently drops them, so contexts are re-pointed with withDb (service-context.ts).
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[source.value=/index/]',
          message: 'No barrel files: import from the module itself.',
        },
        {
          selector: 'ObjectExpression > SpreadElement[argument.name=/^(ctx|context|app)$/]',
          message: 'Use withDb(ctx, tx): spreading a context drops the Fastify decorations.',
        },
      ],
    },
  },
  // Only repositories and table definitions touch Drizzle's query builder (STYLE.md), and no module
  // reaches into another's private files: it uses that module's public surface, such as
  // products/product-reader.ts (DESIGN §API, module boundaries).
  ...moduleFolders.flatMap(({ folder, prefix }) => [
    {
      files: [`${folder}*.ts`],
      ignores: ['apps/api/src/**/*-repository.ts', 'apps/api/src/**/*-table.ts', 'apps/api/src/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [{ name: 'drizzle-orm', message: 'Only *-repository.ts files import Drizzle.' }],
            patterns: [otherModulesData, otherModulesPrivate(prefix)],
          },
        ],
      },
    },
    {
      files: [`${folder}*-repository.ts`],
      ignores: ['apps/api/src/**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesData, otherModulesPrivate(prefix)] }] },
    },
    {
      // A table may name another module's table in a foreign key: that is the schema, not data access.
      files: [`${folder}*-table.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [otherModulesRepository, otherModulesPrivate(prefix, [...publicSuffixes, 'table'])] },
        ],
      },
    },
  ]),
);
