import { z } from 'zod';
import { LEAD_SOURCE_FILTER_MAX, LEADS_PAGE_SIZE } from '@/lib/constants/portal';
import { PUBLIC_FORM_KINDS } from '@/lib/constants/forms';
import { intParam } from './query';

const leadType = z.enum(PUBLIC_FORM_KINDS, {
  error: `Invalid type: expected one of ${PUBLIC_FORM_KINDS.join(', ')}`,
});

/** GET /api/admin/submissions?type=&page=&search=&source= (source: exact, any case; issue 38) */
export const listLeadsQuery = z.object({
  type: leadType,
  page: intParam('page', 1, 100_000, 1),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  source: z
    .string()
    .trim()
    .max(LEAD_SOURCE_FILTER_MAX, `Source must be at most ${LEAD_SOURCE_FILTER_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: intParam('limit', 1, 100, LEADS_PAGE_SIZE),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;

/** GET /api/admin/submissions/export?type= */
export const exportLeadsQuery = z.object({ type: leadType });
