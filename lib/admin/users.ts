import type { UserRole, UserStatus } from '@/lib/constants/users';

/** One account as GET /api/admin/users lists it (isomorphic: the users screen renders it). */
export interface UserListItem {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  last_login_at: string | null;
  two_factor: boolean;
}

/** The signed-in account as GET /api/admin/account answers it. */
export interface AccountView {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** A new address waiting for its confirmation link to be opened, else null. */
  pending_email: string | null;
  two_factor: { enabled: boolean; recovery_codes_left: number; required: boolean };
}

/** One of the account's live sessions as the account page lists it. */
export interface AccountSession {
  id: string;
  created_at: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  current: boolean;
}
