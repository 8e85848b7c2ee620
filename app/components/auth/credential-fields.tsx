import { useTranslation } from '../../lib/i18n.tsx';
import { TextField } from './text-field.tsx';

type Errors = Partial<Record<string, string>>;

/** The account's e-mail address, as every sign-in, sign-up and reset form asks for it. */
export function EmailField({ errors }: { errors: Errors }) {
  const { t } = useTranslation('auth');
  return (
    <TextField name="email" type="email" label={t('fields.email')} error={errors.email} autoComplete="email" required />
  );
}

/** A new password and its confirmation (reset link, security page). */
export function NewPasswordFields({ errors }: { errors: Errors }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={errors.password}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirm"
        type="password"
        label={t('fields.confirmPassword')}
        error={errors.confirm}
        autoComplete="new-password"
        required
      />
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
