import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { FormField } from '../info/form-field.tsx';
import { useFieldId } from './field-scope.tsx';

/** A labelled input whose error is a code translated under `auth:errors`. */
export function TextField({
  name,
  label,
  hint,
  error,
  ...input
}: { name: string; label: string; hint?: string; error?: string } & Omit<ComponentProps<'input'>, 'name'>) {
  const { t } = useTranslation('auth');
  const id = useFieldId(name);
  return (
    <FormField
      id={id}
      name={name}
      label={label}
      hint={hint}
      error={error ? t(`errors.${error}`, { defaultValue: t('errors.unknown') }) : undefined}
    >
      {(control) => <input {...control} {...input} className={`${control.className} h-11`} />}
    </FormField>
  );
}
