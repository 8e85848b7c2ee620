import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '../../lib/i18n.tsx';
import { type IntentResult, useIntentResult } from '../../lib/use-intent-result.ts';
import { type FieldErrors, useValidatedForm } from '../../lib/use-validated-form.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import { Notice } from '../info/notice.tsx';
import { FieldScope } from '../ui/field-control.ts';

/**
 * One of the profile page's forms: posts `intent` to the page's action, checks the fields with the shared
 * schema first, and shows its own answer (errors in place, or `success`). Works without JavaScript.
 */
export function IntentForm<T extends IntentResult>({
  intent,
  schema,
  submit,
  success,
  encType,
  children,
}: {
  intent: string;
  schema?: z.ZodType;
  submit: string;
  success?: string | ((result: T) => ReactNode);
  encType?: 'multipart/form-data';
  children?: (errors: FieldErrors, result: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const result = useIntentResult<T>(intent);
  const failed = result && !result.ok ? result : undefined;
  const { errors, formProps } = useValidatedForm(schema ?? z.any(), failed?.fieldErrors);
  return (
    <Form method="post" encType={encType} className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {result?.ok && success && (
        <Notice tone="success">{typeof success === 'function' ? success(result) : success}</Notice>
      )}
      <FormAlert formError={failed?.formError} errors={errors} />
      <FieldScope value={intent}>{children?.(errors, result)}</FieldScope>
      <div className="sm:max-w-xs">
        <SubmitButton busy={t('saving')} name="intent" value={intent}>
          {submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
