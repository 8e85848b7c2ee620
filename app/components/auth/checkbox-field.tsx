import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useFieldId } from './field-scope.tsx';

/** A required checkbox with its label and its error (a code under `auth:errors`) wired for assistive technology. */
export function CheckboxField({ name, error, children }: { name: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const id = useFieldId(name);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          name={name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(`errors.${error}`, { defaultValue: t('errors.unknown') })}
        </p>
      )}
    </div>
  );
}
