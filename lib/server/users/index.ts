import 'server-only';
import { withDb } from '@/lib/server/db/client';
import * as account from './account';
import * as emailChange from './email-change';
import * as service from './service';

/*
 * Users: the team's accounts (admins and editors), invitations, and the signed-in account's own profile.
 * Sign-in, sessions, passwords and two-factor stay in auth; this domain calls auth, never the reverse.
 */

export const listUsers = withDb(service.listUsers);
export const inviteUser = withDb(service.inviteUser);
export const acceptInvite = withDb(service.acceptInvite);
export const checkInvitation = withDb(service.checkInvitation);
export const updateUser = withDb(service.updateUser);
export const removeInvitation = withDb(service.removeInvitation);
export const endUserSessions = withDb(service.endUserSessions);

export const getAccount = withDb(account.getAccount);
export const updateAccountProfile = withDb(account.updateAccountProfile);
export { listAccountSessions } from './account';
export const requestEmailChange = withDb(emailChange.requestEmailChange);
export const confirmEmailChange = withDb(emailChange.confirmEmailChange);
