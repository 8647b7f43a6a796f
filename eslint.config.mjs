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

/*
 * lib/server's boundaries. A domain (and a workflow module above the domains) is reached from outside
 * its folder only through its index.ts; domains know nothing of HTTP; infrastructure knows no domain;
 * nothing under app/ touches the database layer.
 */
const DOMAINS = [
  'analytics',
  'articles',
  'audit',
  'backup',
  'auth',
  'categories',
  'dashboard',
  'installation',
  'jobs',
  'leads',
  'mail-queue',
  'maintenance',
  'media',
  'newsletter',
  'notifications',
  'presence',
  'previews',
  'publishing',
  'rate-limit',
  'reports',
  'settings',
  'system',
  'translations',
  'users',
];
const INFRASTRUCTURE = ['cache', 'db', 'http', 'log', 'mail', 'metrics', 'tasks'];
const deepImport = (domain) => ({
  group: [`@/lib/server/${domain}/*`],
  message: `Import ${domain} through its index: '@/lib/server/${domain}'.`,
});
const dbFromApp = {
  group: ['@/lib/server/db', '@/lib/server/db/*'],
  message: 'app/ never touches the database layer: call a domain function (it opens the database itself).',
};
const httpFromDomain = {
  group: ['@/lib/server/http', '@/lib/server/http/*'],
  message: 'Domains know nothing of HTTP: throw a typed error from lib/server/errors; http/ maps it.',
};
const domainFromInfrastructure = {
  group: DOMAINS.flatMap((d) => [`@/lib/server/${d}`, `@/lib/server/${d}/*`]),
  message: 'Infrastructure (db, http, mail, cache, tasks, log, metrics) knows no domain.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaryRules = [
  // Everything outside lib/server/<domain>/ imports the domain through its index.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['app/**', 'components/**', 'lib/**'],
    rules: restrict(...DOMAINS.map(deepImport)),
  },
  { files: ['app/**'], rules: restrict(dbFromApp, ...DOMAINS.map(deepImport)) },
  {
    files: ['lib/server/**'],
    ignores: [...DOMAINS, ...INFRASTRUCTURE].map((d) => `lib/server/${d}/**`),
    rules: restrict(...DOMAINS.map(deepImport)),
  },
  ...DOMAINS.map((domain) => ({
    files: [`lib/server/${domain}/**`],
    rules: restrict(httpFromDomain, ...DOMAINS.filter((d) => d !== domain).map(deepImport)),
  })),
  ...INFRASTRUCTURE.map((infra) => ({
    files: [`lib/server/${infra}/**`],
    rules: restrict(domainFromInfrastructure),
  })),
];

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
      // `const { id, ...rest } = x` is how a field is left out of an object without naming the others.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // The files eslint-config-next gives its import plugin to (a .cjs file, such as a build loader, has none).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
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
  ...boundaryRules,
  {
    // CommonJS where a tool loads only CommonJS (a Turbopack loader): require is its import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
