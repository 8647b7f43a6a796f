import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as adminSessions from './admin-sessions';
import * as passwordReset from './password-reset';
import * as signInFlow from './sign-in';
import * as signInLinks from './sign-in-links';
import * as twoFactor from './two-factor';
import * as accountPassword from './account-password';
import * as sessionRenewal from './session-renewal';

/*
 * Auth: admins, their sessions and tokens, sign-in with its limits and lockout, password reset.
 * Use-cases open the database themselves; the store functions take a db or transaction first.
 */

export const signIn = withDb(signInFlow.signIn);
export const signOut = withDb(signInFlow.signOut);
export const signInWithSecondFactor = withDb(signInFlow.signInWithSecondFactor);
export { verifyToken } from './sign-in';
export const signInWithLink = withDb(signInLinks.signInWithLink);

export const requestPasswordReset = withDb(passwordReset.requestPasswordReset);
export const validateResetToken = withDb(passwordReset.validateResetToken);
export const resetPassword = withDb(passwordReset.resetPassword);

export { SESSION_MESSAGES } from './admin-sessions';
export const getActiveSessions = withDb(adminSessions.getActiveSessions);
export const endOtherSession = withDb(adminSessions.endOtherSession);
export const renewSession = withDb(sessionRenewal.renewSession);

export { requireAdmin, sessionFromToken, type AdminSession, type SessionRequirements } from './admin-session';

export const changePassword = withDb(accountPassword.changePassword);
export const endOtherSessions = withDb(accountPassword.endOtherSessions);
export { checkCurrentPassword } from './account-password';
export { revokeAllSessions } from './admin-sessions-repository';
export { hashPassword } from './password';

export const setupTwoFactor = withDb(twoFactor.setupTwoFactor);
export const enableTwoFactor = withDb(twoFactor.enableTwoFactor);
export const disableTwoFactor = withDb(twoFactor.disableTwoFactor);
export const twoFactorStatus = withDb(twoFactor.twoFactorStatus);
export const isTwoFactorRequired = withDb(twoFactor.isTwoFactorRequired);
export const setTwoFactorRequired = withDb(twoFactor.setTwoFactorRequired);
/** The same two, taking the database or a transaction first (System Settings writes it with the rest). */
export {
  isTwoFactorRequired as readTwoFactorRequired,
  setTwoFactorRequired as writeTwoFactorRequired,
} from './two-factor';
export { verifySessionToken } from './session-token';
export { ensureAuthSecret, getAuthSecret } from './secret';
export { generatePassword, verifyPassword } from './password';
export { issueSession } from './issue-session';
export { accountLock, addressLock, lockoutLookback } from './lockout';
export { AdminAccountError, createAdmin, ensureAdmin } from './admin-accounts';
export { countAdmins, findAdminByEmail, findFirstAdmin } from './admins';
export { deleteAllResetTokens, replaceResetToken } from './reset-tokens';
export { insertLoginAttempt } from './login-attempts';
export { deleteExpiredAuthRows } from './expired-rows';
