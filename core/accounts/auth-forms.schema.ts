import { z } from 'zod';
import { emailSchema } from './email.schema.ts';
import { currentPasswordSchema, newPasswordSchema } from './password.schema.ts';

/**
 * The account forms, shared by the form (checked before sending), the action and Better Auth's call.
 * Messages are codes translated under `auth:errors.<code>`.
 */
export const nameSchema = z.string('name_required').trim().min(2, 'name_required').max(100, 'name_too_long');

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  terms: z.literal('on', 'terms_required'),
});

/** `identifier` is an e-mail address or a phone number (spec §5: e-mail or phone, plus a password). */
export const signInSchema = z.object({
  identifier: z.string('identifier_required').trim().min(1, 'identifier_required').max(254, 'identifier_invalid'),
  password: currentPasswordSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema });

const oneTimeCode = z
  .string('code_required')
  .trim()
  .min(1, 'code_required')
  .regex(/^\d{6}$/, 'code_invalid');

export const emailCodeSchema = z.object({ email: emailSchema, code: oneTimeCode });

/** The second step of sign-in: a code from the authenticator app, or one of the backup codes. */
export const twoFactorSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: oneTimeCode }),
  z.object({
    method: z.literal('backup'),
    code: z
      .string('code_required')
      .trim()
      .min(1, 'code_required')
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'backup_code_invalid')
      // Backup codes are shown as xxxxx-xxxxx; people may leave the dash out.
      .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  }),
]);

export const resetPasswordSchema = z
  .object({ token: z.string().min(1, 'token_invalid'), password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'password_mismatch' });

export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'password_mismatch' });

export const totpCodeSchema = z.object({ code: oneTimeCode });
export const reauthenticateSchema = z.object({ password: currentPasswordSchema });
