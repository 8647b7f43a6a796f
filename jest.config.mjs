import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });
const ESM_AWARE_SWC_TRANSFORMER = fileURLToPath(
  new URL('./tests/helpers/jest-swc-transformer.mjs', import.meta.url),
);

// jose is ESM-only; let next/jest's SWC transform reach it (next/jest's own list names next's client dirs).
const TRANSFORMED_PACKAGES = [
  'jose',
  // jsdom 29 (isomorphic-dompurify's server window, used by the article sanitizer) pulls in these ESM-only packages.
  '@exodus/bytes',
  '@asamuzakjp/dom-selector',
  '@asamuzakjp/generational-cache',
  '@asamuzakjp/css-color',
  '@csstools/color-helpers',
  '@csstools/css-calc',
  '@csstools/css-color-parser',
  '@csstools/css-parser-algorithms',
  '@csstools/css-tokenizer',
  'entities',
  'parse5',
  // The RSS builder (lib/blog/feed.ts) is ESM-only too.
  'feed',
  'next/dist/client',
  'next/dist/shared/lib',
];

/** @param {import('jest').Config} config */
function project(config) {
  const build = createJestConfig({
    ...config,
    moduleNameMapper: {
      '^server-only$': '<rootDir>/tests/helpers/server-only-stub.ts',
      '^@/(.*)$': '<rootDir>/$1',
    },
    setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts', ...(config.setupFilesAfterEnv ?? [])],
    // Build directories (.next, .next-e2e, .next-scale): a standalone build holds a copy of package.json.
    modulePathIgnorePatterns: ['<rootDir>/\\.next'],
  });
  return async () => {
    const resolved = await build();
    // next/jest's SWC transform, made to emit ESM for the .mjs files Jest loads as ES modules on Node 24
    // (tests/helpers/jest-swc-transformer.mjs); same options, same files.
    for (const [pattern, entry] of Object.entries(resolved.transform ?? {})) {
      if (Array.isArray(entry) && String(entry[0]).includes('swc/jest-transformer')) {
        resolved.transform[pattern] = [ESM_AWARE_SWC_TRANSFORMER, entry[1]];
      }
    }
    resolved.transformIgnorePatterns = [
      `/node_modules/(?!(${TRANSFORMED_PACKAGES.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.startsWith('/node_modules')),
    ];
    return resolved;
  };
}

const unit = project({
  displayName: 'unit',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/tests/unit/**/*.test.ts',
    '<rootDir>/tests/unit/**/*.test.tsx',
    '<rootDir>/tests/security/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['\\.int\\.test\\.ts$'],
});

const integration = project({
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.int.test.ts', '<rootDir>/tests/security/**/*.int.test.ts'],
  testPathIgnorePatterns: ['\\.pg\\.int\\.test\\.ts$'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup-server.ts'],
});

// Tests of concurrent writers (advisory locks, unique-index races). PGlite runs one transaction at a
// time, so they would pass there whatever the code does: they run only against TEST_DATABASE_URL's
// PostgreSQL, and each file throws without it (tests/helpers/test-db.ts, requirePostgres).
const postgresOnly = project({
  displayName: 'postgres-only',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/tests/integration/**/*.pg.int.test.ts',
    '<rootDir>/tests/security/**/*.pg.int.test.ts',
  ],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup-server.ts'],
});

export default async function config() {
  // testTimeout is a global option (ignored inside projects): integration tests open databases and
  // hash passwords at bcrypt cost 12, which takes more than Jest's 5 s default on two cores.
  return { projects: [await unit(), await integration(), await postgresOnly()], testTimeout: 60_000 };
}
