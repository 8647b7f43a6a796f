import { requirePostgres, useTestDatabase } from '@/tests/helpers/test-db';
import { rollupScenarios } from './rollup-scenarios';

// The roll-up's SQL (width_bucket over an array of edges, count(distinct), insert ... select in a CTE)
// must give the same figures on the PostgreSQL server as on PGlite: this file runs only there.
requirePostgres();
process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');
jest.setTimeout(120_000);

describe('the analytics-rollup job (PostgreSQL, issue 38, docs/adr/0113)', () => {
  const testDb = useTestDatabase();
  rollupScenarios(testDb.get);
});
