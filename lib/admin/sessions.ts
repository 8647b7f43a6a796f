/** One of the signed-in admin's sessions as the dashboard lists it (isomorphic: components render it). */
export interface ActiveSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session this page was rendered for. */
  current: boolean;
}
