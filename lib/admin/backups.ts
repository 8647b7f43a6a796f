/** One stored backup, as GET and POST /api/admin/backups give it (issue 37, section 4; docs/adr/0108). */
export interface StoredBackup {
  id: string;
  createdAt: string;
  sizeBytes: number;
  includesSecrets: boolean;
}
