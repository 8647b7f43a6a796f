import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as overview from './overview';
import * as csv from './csv';

/* Reports: readership, leads by article and campaign, and real visitors' vitals, read from the analytics day tables (docs/adr/0113). */

export const getReportsOverview = withDb(overview.reportsOverview);
export const getReportsCsv = withDb(csv.reportsCsv);
export { reportsOverview, readersThisWeek } from './overview';
