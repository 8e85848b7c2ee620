import { z } from 'zod';

/** ASVS 5.0 V6.2.1/V6.2.9: at least 8 characters, at least 64 allowed (we allow 128), no composition rules. */
export const passwordLimits = { min: 8, max: 128 } as const;

/** A new password; messages are codes translated under `auth:errors.<code>`. Common ones are refused server-side. */
export const newPasswordSchema = z
  .string('password_required')
  .min(1, 'password_required')
  .min(passwordLimits.min, 'password_too_short')
  .max(passwordLimits.max, 'password_too_long');

/** A password typed to prove who one is: only bounded, never trimmed. */
export const currentPasswordSchema = z
  .string('password_required')
  .min(1, 'password_required')
  .max(passwordLimits.max, 'password_invalid');
