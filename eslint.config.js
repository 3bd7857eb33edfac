import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import directions (docs/architecture.md, "Import directions"), checked on resolved paths. */
const importZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app never imports server code; share it through src/shared.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code; share it through src/shared.',
  },
  {
    target: './src/server/db',
    from: './src/server',
    except: ['./db', './domain'],
    message:
      'Storage imports only storage and domain types (src/server/domain); features import it.',
  },
  {
    target: './src/server/domain',
    from: './src/server',
    except: ['./domain'],
    message: 'Domain types depend on nothing of the server; storage and the intake import them.',
  },
  // A feature never imports another feature; what two features share goes to
  // src/web/components or src/web/lib.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A web feature never imports another feature.',
  })),
];

/** The harness lives in test/support: src/ (its *.test.ts files aside) never imports it. */
const harnessZone = {
  target: './src',
  from: ['./test', './e2e', './bench', './scripts'],
  message: 'Product code never imports the test harness, benchmarks or scripts.',
};

/** src/server/mail is pure processing; its tests may read sample files through a harness. */
const mailZone = {
  target: './src/server/mail',
  from: [
    './src/server/db',
    './src/server/http',
    './src/server/events',
    './src/server/intake',
    './src/server/smtp',
  ],
  message: 'src/server/mail is pure processing: nothing with I/O.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Resolved paths, so `#shared/*`-style and relative imports are caught alike.
    // docs/architecture.md explains each rule.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files it follows: TypeScript through typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      // No import cycles in src/ (import-x skips type-only imports: they vanish at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Three levels up is another room: name it (#server/*, #shared/*, #web/*, #test/*).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import through #server/*, #shared/*, #web/* or #test/* instead.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: importZones,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...importZones, harnessZone] }],
    },
  },
  {
    files: ['src/server/mail/**/*.ts'],
    ignores: ['src/server/mail/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...importZones, harnessZone, mailZone] }],
    },
  },
  {
    // Tables are read and written in src/server/db alone (one store per table): a query
    // builder call anywhere else is a predicate no one will find when the rule changes.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Tables are queried in src/server/db only: add a method to its store.',
        },
      ],
    },
  },
);
