import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { rollupScenarios } from './rollup-scenarios';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(120_000);

describe(`the analytics-rollup job [${testDbKind()}] (issue 38, docs/adr/0113)`, () => {
  const testDb = useTestDatabase();
  rollupScenarios(testDb.get);
});
