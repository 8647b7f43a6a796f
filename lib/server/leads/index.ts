import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as service from './service';
import * as submissions from './submissions';

/* Leads: the public forms' submissions (early access, contact, newsletter) and the portal's view of them. */

export const getLeadPage = withDb(service.getLeadPage);
export const exportLeadsCsv = withDb(service.exportLeadsCsv);

export const submitEarlyAccess = withDb(submissions.submitEarlyAccess);
export const submitContactMessage = withDb(submissions.submitContactMessage);
export { admitPublicForm, type Submitter } from './submissions';
/** For the newsletter box, whose rows live in its own domain (issue 38). */
export { attributeLead, type LeadAttributionColumns } from './attribution';

export { countLeadsSince } from './repository';
export { leadAttributionRows, type LeadAttributionRow } from './attribution-rows';
