// Lint rules for the whole tree. Web features (the operator console among them) may not import each
// other or the app shell (bulletproof-react's rule): shared code moves down to src/components or src/lib, and a page that needs
// two features composes them in src/app/routes. Import cycles are checked over the whole graph at once
// by dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:graph`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // The boundary rules only see imports they can resolve and files they may parse; without
    // the TypeScript extensions every extensionless relative import was skipped silently.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react*', 'fastify*', 'drizzle*', 'pg', '@electric-sql/*', '@hall/server*', '@hall/web*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move shared code to src/components or src/lib.',
            })),
            {
              target: `./${featuresDir}`,
              from: './apps/web/src/app',
              message: 'Features never import the app shell: the pages in src/app/routes compose features.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/console'],
              message: 'Shared code may not depend on features, the console or the app shell.',
            },
            // The operator console is a feature of its own (its own entry, console.html): the same rules.
            {
              target: './apps/web/src/console',
              from: './apps/web/src/features',
              // The letter preview shows a letter as the player's dialog does, with the dialog's styles,
              // and its test renders that dialog beside it.
              except: ['./content/letters.css', './content/components/letter-dialog.tsx'],
              message: 'The console never imports a feature: move shared code to src/components or src/lib.',
            },
            {
              target: './apps/web/src/console',
              from: './apps/web/src/app',
              message: 'The console never imports the app shell.',
            },
            {
              target: ['./apps/web/src/features', './apps/web/src/app'],
              from: './apps/web/src/console',
              message: "The player site never imports the console: it is the operators' own bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tables are imported from their own file (db/schema/<area>.ts), so a file's imports say whose
    // tables it touches; only the database client gathers them all, for drizzle's typed client.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/db/client.ts', 'apps/server/drizzle.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(db/)?schema(/index)?$',
              message: 'Import a table from its own file (db/schema/<area>.ts), not from the index of every table.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes validate, call a service and answer; queries live in each module's repo.
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes do not query: call the module service.' },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Routes do not touch tables: call the module service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only a module's repository queries (STYLE.md): a query on a database handle or transaction in
    // any other module file is refused, and so are the means to write one: raw `sql` and the tables
    // themselves (their types stay importable). A condition another module needs is a function the
    // owning repository exports and its service hands on.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/repo.ts', '**/*-repo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute)$/]:matches([callee.object.name=/^(db|tx|executor|trx)$/], [callee.object.property.name='db'])",
          message: "Queries live in the module's repository (repo.ts or *-repo.ts): call a function there.",
        },
        {
          selector: "CallExpression[callee.name='rows']",
          message: "Raw SQL runs in the module's repository (repo.ts or *-repo.ts): call a function there.",
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              importNames: ['sql'],
              message: "SQL is written in the module's repository (repo.ts or *-repo.ts): export a function there.",
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: "Tables are queried in the module's repository (repo.ts or *-repo.ts); import their types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content kinds declare which table each kind of published content lives in; the content
    // repository's generic queries take that table (the one place a table is handed as a value).
    files: ['apps/server/src/modules/content/kinds.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // CommonJS configuration files (dependency-cruiser reads only CommonJS).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
