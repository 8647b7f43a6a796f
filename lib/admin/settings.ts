import type { IntegrationName } from '@/lib/constants/settings';
import type { SiteSettingKey, SiteSettings } from '@/lib/validations/settings';

/** GET and PATCH /api/admin/settings: every setting as it applies, and the variable that locks each locked one. */
export interface SettingsView {
  settings: SiteSettings;
  locked: Partial<Record<SiteSettingKey, string>>;
}

/** One integration in GET /api/admin/settings/integrations. */
export interface IntegrationStatus {
  name: IntegrationName;
  configured: boolean;
  /** The variable that configures it. */
  variable: string;
  /** What it is doing now, in a sentence (no secret). */
  status: string;
}

/** POST /api/admin/settings/integrations/{name}/test: a failed test is an answer, not an HTTP error. */
export interface IntegrationTest {
  ok: boolean;
  message: string;
}
