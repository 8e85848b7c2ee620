import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';

/** A required checkbox with its label and its error (a code under `auth:errors`) wired for assistive technology. */
export function CheckboxField({ name, error, children }: { name: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Field
      name={name}
      label={children}
      orientation="horizontal"
      error={error ? t(`errors.${error}`, { defaultValue: t('errors.unknown') }) : undefined}
    >
      <Checkbox required />
    </Field>
  );
}
