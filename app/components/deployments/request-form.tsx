import { Form, useNavigation } from 'react-router';
import { deploymentLimits } from '../../../core/deployments/deployments.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { FieldErrors } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field, FieldError, FieldLegend, FieldSet } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** What the form shows again after a refusal (never the secrets' values: the buyer types them again). */
export interface RequestFormValues {
  hosting: string;
  notes: string;
  extraNames: string[];
}

/**
 * The « open a deployment request » form of one purchase line: the hosting (the manifest's options), one password
 * field per key the manifest names, a few optional extra secrets (name and value), and notes. A plain multipart-free
 * POST to `action`: it works without JavaScript; the server checks everything and answers translated errors.
 */
export function DeploymentRequestForm({
  action,
  hostingOptions,
  requiredKeys,
  values,
  fieldErrors = {},
  error,
}: {
  action: string;
  hostingOptions: string[];
  requiredKeys: string[];
  values?: RequestFormValues;
  fieldErrors?: FieldErrors;
  error?: string;
}) {
  const { t } = useTranslation('deployments');
  const navigation = useNavigation();
  const errorText = (code: string | undefined) =>
    code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  const rows = Array.from({ length: deploymentLimits.extraRows }, (_, i) => i);
  return (
    <Form method="post" action={action} className="space-y-6" autoComplete="off">
      {error && <Notice tone="error">{errorText(error)}</Notice>}
      <Field
        name="hosting"
        label={t('form.hosting')}
        description={t('form.hostingHint')}
        error={errorText(fieldErrors.hosting)}
      >
        <NativeSelect defaultValue={values?.hosting ?? hostingOptions[0]} required>
          {hostingOptions.map((option) => (
            <NativeSelectOption key={option} value={option}>
              {option}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      {requiredKeys.length > 0 && (
        <FieldSet className="space-y-4">
          <FieldLegend className="font-semibold">{t('form.keysHeading')}</FieldLegend>
          <p className="text-sm text-muted-foreground">{t('form.keysHint')}</p>
          {requiredKeys.map((key) => (
            <Field key={key} name={`secret:${key}`} label={key} error={errorText(fieldErrors[`secrets.${key}`])}>
              <Input type="password" required autoComplete="off" maxLength={deploymentLimits.secretValueMax} />
            </Field>
          ))}
        </FieldSet>
      )}
      <FieldSet className="space-y-4">
        <FieldLegend className="font-semibold">{t('form.extraHeading')}</FieldLegend>
        <FieldError id="extra-secrets-error">{errorText(fieldErrors.extraSecrets)}</FieldError>
        {rows.map((i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-2">
            <Field name={`extraName.${i}`} label={t('form.extraName', { n: i + 1 })}>
              <Input defaultValue={values?.extraNames[i] ?? ''} maxLength={deploymentLimits.secretNameMax} />
            </Field>
            <Field name={`extraValue.${i}`} label={t('form.extraValue', { n: i + 1 })}>
              <Input type="password" autoComplete="off" maxLength={deploymentLimits.secretValueMax} />
            </Field>
          </div>
        ))}
      </FieldSet>
      <Field
        name="notes"
        label={t('form.notes')}
        description={t('form.notesHint')}
        error={errorText(fieldErrors.notes)}
      >
        <Textarea rows={5} maxLength={deploymentLimits.notesMax} defaultValue={values?.notes ?? ''} />
      </Field>
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
