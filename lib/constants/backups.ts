/** Backups (issue 37 section 4, docs/adr/0108). */

/**
 * A stored backup's id: its UTC creation time to the millisecond (ids sort by age, which pruning relies
 * on), a random part, and `-secrets` when it holds sealed secrets.
 */
export const BACKUP_ID_PATTERN =
  /^(?<y>\d{4})(?<mo>\d{2})(?<d>\d{2})T(?<h>\d{2})(?<mi>\d{2})(?<s>\d{2})(?<ms>\d{3})Z-[0-9a-f]{8}(?<secrets>-secrets)?$/;

/** The private Supabase Storage bucket of backups (when images are in Supabase Storage too). */
export const BACKUP_BUCKET = 'backups';

/** Backups kept when BACKUP_KEEP is not set: a week of daily ones. */
export const BACKUP_KEEP_DEFAULT = 7;
