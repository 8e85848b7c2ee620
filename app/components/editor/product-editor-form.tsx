import { Form, useNavigation } from 'react-router';
import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import type { EditorOptions } from '../../../core/products/get-product-for-edit.ts';
import type { EditorValues } from '../../../core/products/product-form.ts';
import { deploymentServices, productLimits } from '../../../core/products/product-input.schema.ts';
import { type Locale, localeNames, locales } from '../../../i18n/config.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardTitle } from '../ui/card.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { AssetPicker } from './asset-picker.tsx';
import { MarkdownField } from './markdown-field.tsx';

const billings = ['one_time', 'monthly', 'yearly'] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card asChild>
      <fieldset aria-labelledby={id}>
        <legend className="sr-only">{title}</legend>
        <CardTitle id={id}>{title}</CardTitle>
        {children}
      </fieldset>
    </Card>
  );
}

/** One text field of the deployment manifest: its name in the schema, its form value (and label) key, how it is typed. */
interface ManifestField {
  name: 'model' | 'requiredKeys' | 'estimatedMonthlyCostEur' | 'hosting' | 'dataLocation';
  value: 'manifestModel' | 'manifestKeys' | 'manifestCost' | 'manifestHosting' | 'manifestDataLocation';
  hint?: 'keys';
  className?: string;
  inputMode?: 'decimal';
}

const manifestFields: readonly ManifestField[] = [
  { name: 'model', value: 'manifestModel' },
  { name: 'requiredKeys', value: 'manifestKeys', hint: 'keys', className: 'font-mono' },
  { name: 'estimatedMonthlyCostEur', value: 'manifestCost', inputMode: 'decimal' },
  { name: 'hosting', value: 'manifestHosting' },
  { name: 'dataLocation', value: 'manifestDataLocation' },
];

/**
 * The product editor's form (new and edit): every field of the product, posted as a plain form to the page's action
 * ("Enregistrer", or "Aperçu acheteur" which renders the unsaved product as a buyer sees it). Refused input comes
 * back with the typed values and each field's error in place.
 */
export function ProductEditorForm({
  values,
  options,
  errors,
  formError,
  assets,
}: {
  values: EditorValues;
  options: EditorOptions;
  errors: Record<string, string>;
  formError?: { code: string; message: string; missing?: string[] };
  assets: AssetSummary[];
}) {
  const { t, i18n } = useTranslation('editor');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const error = (name: string) => {
    const code = errors[name];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  };
  const errorCount = Object.keys(errors).length;
  const lang = i18n.language as Locale;

  return (
    <Form method="post" className="space-y-6" noValidate>
      {errorCount > 0 && (
        <Notice tone="error" title={t('errors.summary', { count: errorCount })}>
          <ul className="list-disc ps-5">
            {Object.keys(errors).map((name) => (
              <li key={name}>
                <a href={`#field-${name.replaceAll('.', '-')}`} className="underline">
                  {t(`fields.${name.split('.')[0]}`, { defaultValue: name })}
                </a>{' '}
                : {error(name)}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {formError && <Notice tone="error">{t(`errors.${formError.code}`, { defaultValue: formError.message })}</Notice>}

      <Section id="section-essentials" title={t('sections.essentials')}>
        <Field name="title" label={t('fields.title')} error={error('title')}>
          <Input defaultValue={values.title} maxLength={productLimits.titleMax} required />
        </Field>
        <Field name="slug" label={t('fields.slug')} description={t('hints.slug')} error={error('slug')}>
          <Input
            defaultValue={values.slug}
            maxLength={productLimits.slugMax}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            className="font-mono"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="categoryId" label={t('fields.categoryId')} error={error('categoryId')}>
            <NativeSelect defaultValue={values.categoryId} required>
              <NativeSelectOption value="">{t('hints.chooseCategory')}</NativeSelectOption>
              {options.categories.map((c) => (
                <NativeSelectOption key={c.id} value={c.id}>
                  {c.labels[lang] ?? c.labels.fr}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field name="language" label={t('fields.language')} error={error('language')}>
            <NativeSelect defaultValue={values.language}>
              {locales.map((l) => (
                <NativeSelectOption key={l} value={l} lang={l}>
                  {localeNames[l]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field name="tags" label={t('fields.tags')} description={t('hints.tags')} error={error('tags')}>
          <Input defaultValue={values.tags} />
        </Field>
        <Field name="summary" label={t('fields.summary')} error={error('summary')}>
          <Textarea rows={2} defaultValue={values.summary} maxLength={productLimits.summaryMax} />
        </Field>
        <MarkdownField
          name="description"
          label={t('fields.description')}
          hint={t('hints.markdown')}
          defaultValue={values.description}
          error={error('description')}
        />
      </Section>

      <Section id="section-offer" title={t('sections.offer')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="price" label={t('fields.price')} description={t('hints.price')} error={error('price')}>
            <Input inputMode="decimal" defaultValue={values.price} required />
          </Field>
          <Field name="billing" label={t('fields.billing')} error={error('billing')}>
            <NativeSelect defaultValue={values.billing}>
              {billings.map((b) => (
                <NativeSelectOption key={b} value={b}>
                  {t(`billing.${b}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field name="deploymentHours" label={t('fields.deploymentHours')} error={error('deploymentHours')}>
            <Input type="number" min={1} max={productLimits.deploymentHoursMax} defaultValue={values.deploymentHours} />
          </Field>
          <Field name="demoUrl" label={t('fields.demoUrl')} description={t('hints.demoUrl')} error={error('demoUrl')}>
            <Input type="url" defaultValue={values.demoUrl} />
          </Field>
        </div>
        <Field
          name="demoEmbed"
          label={t('fields.demoEmbed')}
          description={t('hints.demoEmbed')}
          error={error('demoEmbed')}
          orientation="horizontal"
        >
          <Checkbox defaultChecked={values.demoEmbed} />
        </Field>
      </Section>

      <Section id="section-media" title={t('sections.media')}>
        <AssetPicker
          assets={assets}
          coverAssetId={values.coverAssetId}
          galleryAssetIds={values.galleryAssetIds}
          fileAssetIds={values.fileAssetIds}
          errors={errors}
        />
      </Section>

      <Section id="section-manifest" title={t('sections.manifest')}>
        <p className="text-sm text-muted-foreground">{t('hints.manifest')}</p>
        {error('manifest') && <p className="text-sm font-medium text-destructive">{error('manifest')}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {manifestFields.map((field) => (
            <Field
              key={field.name}
              id={`field-manifest-${field.name}`}
              name={`manifest.${field.name}`}
              label={t(`fields.${field.value}`)}
              description={field.hint && t(`hints.${field.hint}`)}
              error={error(`manifest.${field.name}`)}
            >
              <Input inputMode={field.inputMode} defaultValue={values[field.value]} className={field.className} />
            </Field>
          ))}
        </div>
        <Field
          id="field-manifest-hostingOptions"
          name="manifest.hostingOptions"
          label={t('fields.manifestHostingOptions')}
          description={t('hints.hostingOptions', { max: productLimits.hostingOptionsMax })}
          error={error('manifest.hostingOptions')}
        >
          <Textarea rows={4} defaultValue={values.manifestHostingOptions} />
        </Field>
        <Field
          id="field-manifest-aiDisclosure"
          name="manifest.aiDisclosure"
          label={t('fields.manifestAiDisclosure')}
          orientation="horizontal"
        >
          <Checkbox defaultChecked={values.manifestAiDisclosure} />
        </Field>
      </Section>

      <Section id="section-deployment-service" title={t('sections.deploymentService')}>
        <p className="text-sm text-muted-foreground">{t('hints.deploymentService')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="deploymentService" label={t('fields.deploymentService')} error={error('deploymentService')}>
            <NativeSelect defaultValue={values.deploymentService}>
              {deploymentServices.map((service) => (
                <NativeSelectOption key={service} value={service}>
                  {t(`deploymentService.${service}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field
            name="deploymentPrice"
            label={t('fields.deploymentPrice')}
            description={t('hints.deploymentPrice')}
            error={error('deploymentPrice')}
          >
            <Input inputMode="decimal" defaultValue={values.deploymentPrice} />
          </Field>
        </div>
      </Section>

      <Section id="section-translations" title={t('sections.translations')}>
        <p className="text-sm text-muted-foreground">{t('hints.translations')}</p>
        {locales.map((locale) => (
          <details
            key={locale}
            open={!!errors[`translations.${locale}`] || values.translations[locale].title !== ''}
            className="rounded-lg border p-3"
          >
            <summary className="cursor-pointer font-medium">{localeNames[locale]}</summary>
            <div lang={locale} className="mt-3 space-y-3">
              {error(`translations.${locale}`) && (
                <p className="text-sm font-medium text-destructive">{error(`translations.${locale}`)}</p>
              )}
              <Field
                id={`field-translations-${locale}`}
                name={`translations.${locale}.title`}
                label={t('fields.title')}
              >
                <Input defaultValue={values.translations[locale].title} />
              </Field>
              <Field
                id={`field-translations-${locale}-summary`}
                name={`translations.${locale}.summary`}
                label={t('fields.summary')}
              >
                <Textarea rows={2} defaultValue={values.translations[locale].summary} />
              </Field>
              <Field
                id={`field-translations-${locale}-description`}
                name={`translations.${locale}.description`}
                label={t('fields.description')}
              >
                <Textarea
                  rows={6}
                  defaultValue={values.translations[locale].description}
                  className="font-mono text-sm"
                />
              </Field>
            </div>
          </details>
        ))}
      </Section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
          {t('actions.preview')}
        </Button>
      </div>
    </Form>
  );
}
