import { z } from 'zod';
import { BACKUP_ID_PATTERN } from '@/lib/constants/backups';

/** GET /api/admin/backups/{id}/download: an id as the list gives it (nothing that could name another file). */
export const backupIdParams = z.object({
  id: z.string().max(64).regex(BACKUP_ID_PATTERN, 'Backup id must be one the backup list gives'),
});
