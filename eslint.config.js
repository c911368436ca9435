// ESLint flat config. `npm run lint` runs `eslint . --max-warnings 0`, so a warning fails as surely as an error.
// typescript-eslint's `recommended` preset, not the type-checked ones: linting stays fast (no type information needed;
// `npm run typecheck` does the type checking).
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// What is linted. In exercises/, only the trusted drivers and generators: solutions, starters and mistakes are
// learner-style code, kept as a learner would write it.
const linted = [
  'src/**/*.{ts,tsx,mts,mjs}',
  'plugins/**/*.{ts,mts,mjs}',
  'scripts/**/*.{ts,mts,mjs}',
  'e2e/**/*.{ts,mts,mjs}',
  'exercises/*/driver.ts',
  'exercises/*/generator.ts',
];

// Tests are exempt from the size rules: a table of cases or a long scenario reads best in one piece.
const tests = ['**/*.test.{ts,tsx}', 'e2e/**'];

export default defineConfig([
  globalIgnores([
    'dist/',
    'bench-results/',
    'coverage/',
    'public/',
    // Everything in exercises/ but the drivers and generators (see `linted` above).
    'exercises/**/*',
    '!exercises/*/',
    '!exercises/*/driver.ts',
    '!exercises/*/generator.ts',
  ]),
  {
    // A disable comment that silences nothing is an error: it would hide the next real problem on that line.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: linted,
    extends: [tseslint.configs.recommended],
    rules: {
      // The code's convention: a name starting with _ is unused on purpose (an argument a signature requires,
      // or a key taken out of an object with ...rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React code lives in src/ only.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The code's shape: a file says one thing, a function does one thing.
    files: ['src/**/*.{ts,tsx,mts,mjs}', 'plugins/**/*.{ts,mts,mjs}', 'scripts/**/*.{ts,mts,mjs}'],
    ignores: tests,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: false }],
    },
  },
  {
    // The page loads one exercise at a time (src/exercise/catalog.ts); every exercise at once is for tests.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...tests, 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'virtual:all-exercises',
              message: 'It puts every exercise in the first download: use virtual:exercises (catalog and loaders).',
            },
          ],
        },
      ],
    },
  },
]);
