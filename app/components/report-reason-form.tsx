import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { reportDetailsMax } from '../../core/shared/report-input.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useValidatedForm } from '../lib/use-validated-form.ts';
import { Notice } from './info/notice.tsx';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';
import { NativeSelect, NativeSelectOption } from './ui/native-select.tsx';
import { Textarea } from './ui/textarea.tsx';

/** What the page's action sent back for a refused report: the error codes and what was typed. */
export interface RefusedReport {
  fieldErrors?: { reason?: string; details?: string };
  error?: string;
  values: { reason?: string; details?: string };
}

/**
 * The form of a report to the moderators (a review, a message…): a reason from `reasons` and optional details,
 * posted with `intent=report` and the reported item's id in `targetField`. Its texts are the `report.*` keys of
 * `namespace`; `errorText` turns the action's codes into text.
 */
export function ReportReasonForm({
  namespace,
  targetField,
  targetId,
  reasons,
  schema,
  refused,
  errorText,
}: {
  namespace: string;
  targetField: string;
  targetId: string;
  reasons: readonly string[];
  schema: z.ZodType;
  refused: RefusedReport | undefined;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation(namespace);
  const navigation = useNavigation();
  const { errors, formProps } = useValidatedForm(schema, refused?.fieldErrors);
  const sending = navigation.state === 'submitting' && navigation.formData?.get(targetField) === targetId;
  const id = `report-${targetId}`;
  return (
    <Form {...formProps} method="post" className="mt-3 space-y-3">
      {refused?.error && <Notice tone="error">{errorText(refused.error)}</Notice>}
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name={targetField} value={targetId} />
      <Field id={`${id}-reason`} name="reason" label={t('report.reason')} error={errorText(errors.reason)}>
        <NativeSelect required defaultValue={refused?.values.reason ?? ''}>
          <NativeSelectOption value="" disabled>
            {t('report.reasonPlaceholder')}
          </NativeSelectOption>
          {reasons.map((reason) => (
            <NativeSelectOption key={reason} value={reason}>
              {t(`report.reasons.${reason}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-details`} name="details" label={t('report.details')} error={errorText(errors.details)}>
        <Textarea className="min-h-20" rows={2} maxLength={reportDetailsMax} defaultValue={refused?.values.details} />
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={sending}>
        {t('report.submit')}
      </Button>
    </Form>
  );
}
