import type { RouterContextProvider } from 'react-router';
import { data, redirect, redirectDocument } from 'react-router';
import { z } from 'zod';
import {
  changePasswordSchema,
  reauthenticateSchema,
  totpCodeSchema,
} from '../../../core/accounts/auth-forms.schema.ts';
import { allowAuthAttempt } from '../../../core/accounts/auth-rate-limits.ts';
import { changeAvatar, removeAvatar } from '../../../core/accounts/change-avatar.ts';
import { deleteAccount } from '../../../core/accounts/delete-account.ts';
import { emailSchema } from '../../../core/accounts/email.schema.ts';
import { currentPasswordSchema } from '../../../core/accounts/password.schema.ts';
import { phoneNumberSchema } from '../../../core/accounts/phone.schema.ts';
import { updateProfile, updateProfileSchema } from '../../../core/accounts/update-profile.ts';
import type { Viewer } from '../../../core/accounts/viewer.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { localeCookieHeader } from '../../../i18n/config.ts';
import { issueBackupCodes } from '../../../server/auth/backup-codes.ts';
import { rotateSessionToken } from '../../../server/auth/rotate-session-token.ts';
import { depsContext, requestContext } from '../../context.ts';
import {
  authFailure,
  authOf,
  type FormFailure,
  rateLimited,
  redirectWithCookies,
  withSetCookies,
} from '../../lib/auth.server.ts';
import { qrCode } from '../../lib/qr-code.server.ts';

type Context = Readonly<RouterContextProvider>;
export interface ActionInput {
  request: Request;
  context: Context;
  viewer: Viewer;
  form: FormData;
  /** Set by a successful re-authentication: the session gets a new token once the intent is done (`runProfileAction`). */
  reauthenticated?: { rotate: boolean };
}

export type ProfileIntent =
  | 'update-profile'
  | 'avatar'
  | 'remove-avatar'
  | 'resend-verification'
  | 'change-email'
  | 'change-password'
  | 'add-phone'
  | 'verify-phone'
  | 'enable-2fa'
  | 'confirm-2fa'
  | 'regenerate-backup-codes'
  | 'disable-2fa'
  | 'delete-account';

/** Each answer names its intent, so that only the section that sent the form shows it. */
const failed = (intent: ProfileIntent, failure: ReturnType<typeof authFailure>) =>
  data({ intent, ...failure.data } as FormFailure & { intent: ProfileIntent }, failure.init ?? undefined);
/**
 * A failure of a form that re-authenticates with a field named `password`: Better Auth's wrong-password error
 * is mapped to `currentPassword` (the change-password form's field), which these forms do not have, so it would
 * only show as "the form contains an error" without saying which.
 */
const failedWithPassword = (intent: ProfileIntent, error: unknown, field = 'password') => {
  const failure = authFailure(error, field);
  const { currentPassword, ...others } = failure.data.fieldErrors ?? {};
  if (!currentPassword) return failed(intent, failure);
  return data(
    { intent, ...failure.data, fieldErrors: { ...others, [field]: currentPassword } } as FormFailure & {
      intent: ProfileIntent;
    },
    failure.init ?? undefined,
  );
};
const invalid = (intent: ProfileIntent, error: z.ZodError) =>
  data({ intent, ok: false as const, fieldErrors: fieldErrors(error) }, { status: 400 });
const done = <T extends object>(intent: ProfileIntent, extra?: T) => ({ intent, ok: true as const, ...extra });

/** What the enrolment step shows: the QR code, the key to type by hand, and the URI to confirm with. */
const totpSetup = (totpURI: string) => ({
  totpURI,
  qr: qrCode(totpURI),
  secret: URL.canParse(totpURI) ? (new URL(totpURI).searchParams.get('secret') ?? '') : '',
});

/**
 * Re-authentication for sensitive changes (ASVS 5.0 V7.5.1): the current password, rate-limited. Once it passes, the
 * session is marked for a new token (V7.2.4, `runProfileAction`); `rotate: false` where the session ends anyway.
 */
async function reauthenticate(
  { request, context, viewer, form, reauthenticated }: ActionInput,
  intent: ProfileIntent,
  { field = 'password', rotate = true }: { field?: string; rotate?: boolean } = {},
) {
  const parsed = z.object({ [field]: currentPasswordSchema }).safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalid(intent, parsed.error);
  const deps = context.get(depsContext);
  const ip = context.get(requestContext).clientIp;
  if (!(await allowAuthAttempt(deps, 'reauthenticate', { ip, account: viewer.userId }))) {
    return data({ intent, ...rateLimited().data }, { status: 429 });
  }
  try {
    await authOf(context).auth.api.verifyPassword({
      body: { password: String(parsed.data[field]) },
      headers: request.headers,
    });
  } catch (error) {
    return failedWithPassword(intent, error, field);
  }
  if (rotate && reauthenticated) reauthenticated.rotate = true;
  return null;
}

export const profileActions: Record<ProfileIntent, (input: ActionInput) => Promise<unknown>> = {
  async 'update-profile'({ context, viewer, form }) {
    const parsed = updateProfileSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return invalid('update-profile', parsed.error);
    await updateProfile(context.get(depsContext), viewer, parsed.data);
    const { locale, publicUrl } = context.get(requestContext);
    const headers = { 'Set-Cookie': localeCookieHeader(parsed.data.locale, publicUrl.startsWith('https:')) };
    // The interface follows the preferred language at once: the browser holds one language's translations per
    // document (decision 0010), so a new language needs a new document, not a client-side navigation.
    if (parsed.data.locale !== locale) {
      return redirectDocument('/profile?saved=profile#identity', { headers });
    }
    return data(done('update-profile'), { headers });
  },

  async avatar({ context, viewer, form }) {
    const file = form.get('avatar');
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    try {
      await changeAvatar(context.get(depsContext), viewer, bytes);
      return done('avatar');
    } catch (error) {
      if (!isAppError(error)) throw error;
      return data({ intent: 'avatar', ok: false as const, fieldErrors: { avatar: error.code } }, { status: 400 });
    }
  },

  async 'remove-avatar'({ context, viewer }) {
    await removeAvatar(context.get(depsContext), viewer);
    return done('remove-avatar');
  },

  async 'resend-verification'({ request, context, viewer }) {
    const ip = context.get(requestContext).clientIp;
    if (!(await allowAuthAttempt(context.get(depsContext), 'emailCode', { ip, account: viewer.email }))) {
      return data({ intent: 'resend-verification', ...rateLimited().data }, { status: 429 });
    }
    await authOf(context).auth.api.sendVerificationEmail({ body: { email: viewer.email }, headers: request.headers });
    return done('resend-verification');
  },

  async 'change-email'(input) {
    const parsed = z.object({ newEmail: emailSchema }).safeParse(Object.fromEntries(input.form));
    if (!parsed.success) return invalid('change-email', parsed.error);
    const refused = await reauthenticate(input, 'change-email');
    if (refused) return refused;
    try {
      await authOf(input.context).auth.api.changeEmail({
        body: { newEmail: parsed.data.newEmail, callbackURL: '/profile' },
        headers: input.request.headers,
      });
      return done('change-email', { newEmail: parsed.data.newEmail });
    } catch (error) {
      return failed('change-email', authFailure(error, 'newEmail'));
    }
  },

  async 'change-password'({ request, context, form }) {
    const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return invalid('change-password', parsed.error);
    try {
      const { headers } = await authOf(context).auth.api.changePassword({
        body: {
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.password,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithCookies('/profile?saved=password', headers);
    } catch (error) {
      return failed('change-password', authFailure(error));
    }
  },

  async 'add-phone'(input) {
    const { request, context, viewer, form } = input;
    const parsed = z.object({ phoneNumber: phoneNumberSchema }).safeParse(Object.fromEntries(form));
    if (!parsed.success) return invalid('add-phone', parsed.error);
    // The number becomes a sign-in identifier: whoever holds an open session must not be able to add their own
    // (ASVS 5.0 V7.5.1). `/phone-number/send-otp` is closed over HTTP, so this check cannot be gone around.
    const refused = await reauthenticate(input, 'add-phone');
    if (refused) return refused;
    const ip = context.get(requestContext).clientIp;
    if (!(await allowAuthAttempt(context.get(depsContext), 'emailCode', { ip, account: viewer.userId }))) {
      return data({ intent: 'add-phone', ...rateLimited().data }, { status: 429 });
    }
    try {
      await authOf(context).auth.api.sendPhoneNumberOTP({
        body: { phoneNumber: parsed.data.phoneNumber },
        headers: request.headers,
      });
      return done('add-phone', { phoneNumber: parsed.data.phoneNumber });
    } catch (error) {
      return failed('add-phone', authFailure(error));
    }
  },

  async 'verify-phone'({ request, context, form }) {
    const parsed = z
      .object({ phoneNumber: phoneNumberSchema, code: totpCodeSchema.shape.code })
      .safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return data(
        {
          intent: 'verify-phone',
          ok: false as const,
          fieldErrors: fieldErrors(parsed.error),
          phoneNumber: String(form.get('phoneNumber')),
        },
        { status: 400 },
      );
    }
    try {
      await authOf(context).auth.api.verifyPhoneNumber({
        body: { phoneNumber: parsed.data.phoneNumber, code: parsed.data.code, updatePhoneNumber: true },
        headers: request.headers,
      });
      return done('verify-phone');
    } catch (error) {
      const failure = authFailure(error, 'code');
      return data(
        { ...failure.data, intent: 'verify-phone', phoneNumber: parsed.data.phoneNumber },
        failure.init ?? undefined,
      );
    }
  },

  async 'enable-2fa'(input) {
    const parsed = reauthenticateSchema.safeParse(Object.fromEntries(input.form));
    if (!parsed.success) return invalid('enable-2fa', parsed.error);
    try {
      const result = await authOf(input.context).auth.api.enableTwoFactor({
        body: { password: parsed.data.password },
        headers: input.request.headers,
      });
      if (!('totpURI' in result) || !result.totpURI) throw new Error('Better Auth returned no TOTP URI');
      return done('enable-2fa', totpSetup(result.totpURI));
    } catch (error) {
      return failedWithPassword('enable-2fa', error);
    }
  },

  async 'confirm-2fa'({ request, context, viewer, form }) {
    const parsed = totpCodeSchema.safeParse(Object.fromEntries(form));
    const totpURI = String(form.get('totpURI') ?? '');
    if (!parsed.success) {
      return data(
        { intent: 'confirm-2fa', ok: false as const, fieldErrors: fieldErrors(parsed.error), ...totpSetup(totpURI) },
        { status: 400 },
      );
    }
    const { auth } = authOf(context);
    try {
      const { headers } = await auth.api.verifyTOTP({
        body: { code: parsed.data.code },
        headers: request.headers,
        returnHeaders: true,
      });
      // Stored as hashes, the codes cannot be read back: new ones are issued and shown this once.
      const backupCodes = await issueBackupCodes(context.get(depsContext), viewer.userId);
      const cookies = new Headers();
      for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
      return data(done('confirm-2fa', { backupCodes }), { headers: cookies });
    } catch (error) {
      const failure = authFailure(error, 'code');
      return data({ ...failure.data, intent: 'confirm-2fa', ...totpSetup(totpURI) }, failure.init ?? undefined);
    }
  },

  async 'regenerate-backup-codes'(input) {
    const parsed = reauthenticateSchema.safeParse(Object.fromEntries(input.form));
    if (!parsed.success) return invalid('regenerate-backup-codes', parsed.error);
    try {
      const { backupCodes } = await authOf(input.context).auth.api.generateBackupCodes({
        body: { password: parsed.data.password },
        headers: input.request.headers,
      });
      // Better Auth checked the password: a re-authentication like `reauthenticate`'s.
      if (input.reauthenticated) input.reauthenticated.rotate = true;
      return done('regenerate-backup-codes', { backupCodes });
    } catch (error) {
      return failedWithPassword('regenerate-backup-codes', error);
    }
  },

  async 'disable-2fa'(input) {
    const parsed = reauthenticateSchema.safeParse(Object.fromEntries(input.form));
    if (!parsed.success) return invalid('disable-2fa', parsed.error);
    try {
      const { headers } = await authOf(input.context).auth.api.disableTwoFactor({
        body: { password: parsed.data.password },
        headers: input.request.headers,
        returnHeaders: true,
      });
      return redirectWithCookies('/profile?saved=2fa-disabled#two-factor', headers);
    } catch (error) {
      return failedWithPassword('disable-2fa', error);
    }
  },

  async 'delete-account'(input) {
    const confirmation = z
      .object({ confirm: z.literal('on', 'confirm_required') })
      .safeParse(Object.fromEntries(input.form));
    if (!confirmation.success) return invalid('delete-account', confirmation.error);
    const refused = await reauthenticate(input, 'delete-account', { rotate: false });
    if (refused) return refused;
    // Sign out first, while the session exists, to get the cookie-clearing headers.
    const { headers } = await authOf(input.context).auth.api.signOut({
      headers: input.request.headers,
      returnHeaders: true,
    });
    await deleteAccount(input.context.get(depsContext), input.viewer);
    return redirectWithCookies('/account-deleted', headers);
  },
};

/**
 * Runs one intent of /profile. When it re-authenticated the user, the session then gets a new token (ASVS 5.0
 * V7.2.4): after the intent, whose own calls still carry the old one, and whatever its answer, which carries the new
 * cookie.
 */
export async function runProfileAction(intent: ProfileIntent, input: Omit<ActionInput, 'reauthenticated'>) {
  const reauthenticated = { rotate: false };
  const answer = await profileActions[intent]({ ...input, reauthenticated });
  if (!reauthenticated.rotate) return answer;
  const cookie = await rotateSessionToken(
    input.context.get(depsContext),
    input.request.headers,
    input.viewer.sessionId,
  );
  const cookies = new Headers();
  if (cookie) cookies.append('Set-Cookie', cookie);
  return withSetCookies(answer, cookies);
}

export const isProfileIntent = (value: unknown): value is ProfileIntent =>
  typeof value === 'string' && value in profileActions;

export const unknownIntent = () => redirect('/profile');
