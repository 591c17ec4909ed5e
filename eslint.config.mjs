// One flat config for every workspace. Each workspace's `lint` script runs ESLint on its own folder with this file;
// `npm run lint` (scripts/lint.mjs) runs all of them in one process. Recommended rules of ESLint and typescript-eslint
// without type information, so a cached run takes seconds; the type checker stays tsc's job. Prettier formats, and
// eslint-config-prettier (last) turns off every rule it would fight with.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettier from 'eslint-config-prettier/flat';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of api/src that every module may import; they import nothing above them. */
const API_GROUND = ['common', 'config', 'database'];
/** Folders of backoffice/src that are not a resource. */
const BACKOFFICE_SHARED = ['providers', 'common', 'i18n', 'layout', 'routes'];

const restrictedPaths = [
  // api: the layers api/src/layers.spec.ts also checks, here reported at the line that breaks them.
  {
    target: API_GROUND.map((folder) => `api/src/${folder}/**`),
    from: `api/src/!(${API_GROUND.join('|')})/**`,
    message: 'A ground folder (common, config, database) imports no resource folder.',
  },
  {
    target: 'api/src/!(database-tools)/**',
    from: ['api/src/database-tools/**', 'api/src/*.ts'],
    message:
      'Seeds, CLIs and the root assembly files of src (app module, entity and module lists, main) sit above the resources.',
  },
  // contracts are shared by the three apps and depend on none of them.
  {
    target: 'packages/contracts',
    from: ['api', 'backoffice', 'survey-app', 'test'],
    message: 'The contracts package imports no app.',
  },
  // journeys are black-box: HTTP and a browser, never an app's code.
  {
    target: 'test',
    from: ['api/src', 'backoffice/src', 'survey-app/src'],
    message: 'Journeys drive the apps over HTTP or a browser; they never import app internals.',
  },
  // survey-app, bulletproof-react style: shared -> features -> app, never sideways or back up.
  ...['actions', 'auth', 'insights', 'profile', 'survey-forms'].map((feature) => ({
    target: `survey-app/src/features/${feature}`,
    from: 'survey-app/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to src/components or src/lib.',
  })),
  {
    target: ['survey-app/src/features', 'survey-app/src/components', 'survey-app/src/lib', 'survey-app/src/test'],
    from: 'survey-app/src/app',
    message: 'Only the app layer (routes, router) composes features; nothing below imports it.',
  },
  {
    target: ['survey-app/src/components', 'survey-app/src/lib'],
    from: 'survey-app/src/features',
    message: 'Shared components and lib never import a feature: pass what they need from the app layer.',
  },
  // backoffice: the providers are the ground every resource stands on.
  {
    target: 'backoffice/src/providers',
    from: `backoffice/src/!(${BACKOFFICE_SHARED.join('|')})/**`,
    message: 'Providers import no resource folder.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/data/**',
      // generated from the API's OpenAPI document
      'packages/contracts/src/api-types.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
          // ESM sources name their TypeScript siblings with .js.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: restrictedPaths }],
      // Added: a disable says why beside it ("-- reason"); unused ones are errors (linterOptions above).
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // Tuned: a whole-file disable is allowed (with its reason), for a file whose every line reads untyped JSON.
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      // Tuned: `_name` marks a parameter or binding kept on purpose (a positional argument, a destructured field
      // left out of a rest object); everything else unused is still an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files: require() is how they import.
  {
    files: ['**/*.cjs', 'api/jest.config.js', 'test/jest.config.js', 'test/support/global-setup.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/**/*.ts', 'test/**/*.ts', 'packages/contracts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['api/**/*.spec.ts', 'api/test/**/*.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // The React apps: every react-hooks rule, including the React Compiler's checks (refs read or written while
  // rendering, setState in effects). They cost most of the apps' lint time, which the cache absorbs.
  {
    files: ['backoffice/**/*.{ts,tsx}', 'survey-app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['backoffice/*.ts', 'survey-app/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
