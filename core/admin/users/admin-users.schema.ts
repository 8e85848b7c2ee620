import { z } from 'zod';
import { roles } from '../../accounts/viewer.ts';
import { pageNumber } from '../../shared/page-number.ts';

/** The role filter of /admin/users: a role, or the banned accounts. */
export const userFilters = [...roles, 'banned'] as const;
export type UserFilter = (typeof userFilters)[number];

/** One schema for /admin/users (its GET form) and GET /api/v1/admin/users. */
export const listUsersQuery = z.object({
  q: z.string().trim().max(200).optional().describe('Any part of the display name or the e-mail address.'),
  role: z.enum(userFilters).optional().describe('Only the users with this role, or the banned ones.'),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25).describe('Users per page (newest first).'),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

/** Why an administrator acts: the statement of reasons kept in the audit log (and sent to the user for a ban). */
export const reasonField = z.string().trim().min(3).max(2000);

export const grantRoleBody = z.object({ role: z.enum(roles), reason: reasonField.optional() }).strict();
export type GrantRoleBody = z.output<typeof grantRoleBody>;

export const revokeRoleBody = z.object({ reason: reasonField.optional() }).strict();

export const banBody = z.object({ reason: reasonField }).strict();
export const unbanBody = z.object({ reason: reasonField }).strict();

/** One session (`sessionId`) or, without it, every session of the user. */
export const revokeSessionsBody = z.object({ sessionId: z.uuid().optional() }).strict();
/** Signing every user out (an incident: a leaked database or secret) says why. */
export const revokeEverySessionBody = z.object({ reason: reasonField }).strict();

/** Turning a user's second factor off names the identity check made (decision 0014). */
export const resetTwoFactorBody = z.object({ reason: reasonField }).strict();

export const impersonateBody = z.object({ reason: reasonField.optional() }).strict();

/** The impersonation session's life (the admin plugin's default): one hour. */
export const impersonationSeconds = 3600;
