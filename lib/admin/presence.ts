/** Someone else who has the article open (POST …/articles/{id}/presence answers a list of them). */
export interface PresentEditor {
  admin_id: string;
  name: string;
  /** The caller's own account, in another tab. */
  self: boolean;
  /** When that tab opened the article (ISO). */
  opened_at: string;
}

export interface PresenceResponse {
  present: PresentEditor[];
}
