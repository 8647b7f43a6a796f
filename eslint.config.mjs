import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const SERVER_MODULES = ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*'];
const serverImportMessage =
  'lib/server is server-only (database, secrets, mail): call it from a route handler, page or server action, and pass plain data down.';

/**
 * A file that starts with 'use client' is bundled for the browser, wherever it lives, so it may not
 * import lib/server. ESLint cannot select files by directive, hence this small rule.
 */
const clientBoundary = {
  rules: {
    'no-server-import': {
      meta: { type: 'problem', schema: [], messages: { server: serverImportMessage } },
      create(context) {
        const isClient = context.sourceCode.ast.body.some(
          (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
        );
        if (!isClient) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source === 'string' && /(^|\/)lib\/server(\/|$)/.test(source)) {
            context.report({ node, messageId: 'server' });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    plugins: { boundary: clientBoundary },
    // import/no-cycle follows our own modules only; parsing node_modules (PGlite's bundle) is slow and moot.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'boundary/no-server-import': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // React code and isomorphic lib/ code never reach into lib/server.
    files: ['components/**', 'lib/**'],
    ignores: ['lib/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVER_MODULES, message: serverImportMessage }] },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'supabase/**',
      'bench/results/**',
      'bench/empty-app/.next/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];
export default config;
