import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/** A labelled input whose error is a code translated under `auth:errors`. */
export function TextField({
  name,
  label,
  hint,
  error,
  ...input
}: { name: string; label: string; hint?: string; error?: string } & Omit<ComponentProps<typeof Input>, 'name'>) {
  const { t } = useTranslation('auth');
  return (
    <Field
      name={name}
      label={label}
      description={hint}
      error={error ? t(`errors.${error}`, { defaultValue: t('errors.unknown') }) : undefined}
    >
      <Input {...input} />
    </Field>
  );
}
