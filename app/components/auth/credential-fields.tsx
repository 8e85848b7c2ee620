import { passwordLimits } from '../../../core/accounts/password.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { TextField } from './text-field.tsx';

type Errors = Partial<Record<string, string>>;

/** The account's e-mail address, as every sign-in, sign-up and reset form asks for it (or a new one, `name`d). */
export function EmailField({ errors, name = 'email', label }: { errors: Errors; name?: string; label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name={name}
      type="email"
      label={label ?? t('fields.email')}
      error={errors[name]}
      autoComplete="email"
      required
    />
  );
}

/** A new password (sign-up: `label`) and, unless `confirm` is false, its confirmation (reset link, security page). */
export function NewPasswordFields({
  errors,
  label,
  confirm = true,
}: {
  errors: Errors;
  label?: string;
  confirm?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label ?? t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={errors.password}
        autoComplete="new-password"
        minLength={passwordLimits.min}
        maxLength={passwordLimits.max}
        required
      />
      {confirm && (
        <TextField
          name="confirm"
          type="password"
          label={t('fields.confirmPassword')}
          error={errors.confirm}
          autoComplete="new-password"
          required
        />
      )}
    </>
  );
}

/** The current password, asked to sign in or before a sensitive change (`label` says which). */
export function PasswordField({
  name = 'password',
  label,
  hint,
  error,
}: {
  name?: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <TextField
      name={name}
      type="password"
      label={label}
      hint={hint}
      error={error}
      autoComplete="current-password"
      required
    />
  );
}

/** A one-time code (sent by e-mail or SMS, or shown by an authenticator app). */
export function CodeField({ label, error }: { label: string; error?: string }) {
  return (
    <TextField name="code" label={label} error={error} autoComplete="one-time-code" inputMode="numeric" required />
  );
}
