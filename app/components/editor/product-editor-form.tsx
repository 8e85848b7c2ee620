import { Form, useNavigation } from 'react-router';
import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import type { EditorOptions } from '../../../core/products/get-product-for-edit.ts';
import type { EditorValues } from '../../../core/products/product-form.ts';
import { productLimits } from '../../../core/products/product-input.schema.ts';
import { type Locale, localeNames, locales } from '../../../i18n/config.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { FormField } from '../info/form-field.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { AssetPicker } from './asset-picker.tsx';
import { MarkdownField } from './markdown-field.tsx';

const billings = ['one_time', 'monthly', 'yearly'] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="space-y-4 rounded-card border bg-card p-4 md:p-6">
      <legend className="sr-only">{title}</legend>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </fieldset>
  );
}

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
        <FormField name="title" label={t('fields.title')} error={error('title')}>
          {(props) => (
            <input
              {...props}
              defaultValue={values.title}
              maxLength={productLimits.titleMax}
              required
              className={`${props.className} h-11`}
            />
          )}
        </FormField>
        <FormField name="slug" label={t('fields.slug')} hint={t('hints.slug')} error={error('slug')}>
          {(props) => (
            <input
              {...props}
              defaultValue={values.slug}
              maxLength={productLimits.slugMax}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              className={`${props.className} h-11 font-mono`}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="categoryId" label={t('fields.categoryId')} error={error('categoryId')}>
            {(props) => (
              <select {...props} defaultValue={values.categoryId} required className={`${props.className} h-11`}>
                <option value="">{t('hints.chooseCategory')}</option>
                {options.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.labels[lang] ?? c.labels.fr}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="language" label={t('fields.language')} error={error('language')}>
            {(props) => (
              <select {...props} defaultValue={values.language} className={`${props.className} h-11`}>
                {locales.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {localeNames[l]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField name="tags" label={t('fields.tags')} hint={t('hints.tags')} error={error('tags')}>
          {(props) => <input {...props} defaultValue={values.tags} className={`${props.className} h-11`} />}
        </FormField>
        <FormField name="summary" label={t('fields.summary')} error={error('summary')}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              defaultValue={values.summary}
              maxLength={productLimits.summaryMax}
              className={`${props.className} py-2`}
            />
          )}
        </FormField>
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
          <FormField name="price" label={t('fields.price')} hint={t('hints.price')} error={error('price')}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={values.price}
                required
                className={`${props.className} h-11`}
              />
            )}
          </FormField>
          <FormField name="billing" label={t('fields.billing')} error={error('billing')}>
            {(props) => (
              <select {...props} defaultValue={values.billing} className={`${props.className} h-11`}>
                {billings.map((b) => (
                  <option key={b} value={b}>
                    {t(`billing.${b}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="deploymentHours" label={t('fields.deploymentHours')} error={error('deploymentHours')}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={productLimits.deploymentHoursMax}
                defaultValue={values.deploymentHours}
                className={`${props.className} h-11`}
              />
            )}
          </FormField>
          <FormField name="demoUrl" label={t('fields.demoUrl')} hint={t('hints.demoUrl')} error={error('demoUrl')}>
            {(props) => (
              <input {...props} type="url" defaultValue={values.demoUrl} className={`${props.className} h-11`} />
            )}
          </FormField>
        </div>
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
          <FormField
            id="field-manifest-model"
            name="manifest.model"
            label={t('fields.manifestModel')}
            error={error('manifest.model')}
          >
            {(props) => <input {...props} defaultValue={values.manifestModel} className={`${props.className} h-11`} />}
          </FormField>
          <FormField
            id="field-manifest-requiredKeys"
            name="manifest.requiredKeys"
            label={t('fields.manifestKeys')}
            hint={t('hints.keys')}
            error={error('manifest.requiredKeys')}
          >
            {(props) => (
              <input {...props} defaultValue={values.manifestKeys} className={`${props.className} h-11 font-mono`} />
            )}
          </FormField>
          <FormField
            id="field-manifest-estimatedMonthlyCostEur"
            name="manifest.estimatedMonthlyCostEur"
            label={t('fields.manifestCost')}
            error={error('manifest.estimatedMonthlyCostEur')}
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={values.manifestCost}
                className={`${props.className} h-11`}
              />
            )}
          </FormField>
          <FormField
            id="field-manifest-hosting"
            name="manifest.hosting"
            label={t('fields.manifestHosting')}
            error={error('manifest.hosting')}
          >
            {(props) => (
              <input {...props} defaultValue={values.manifestHosting} className={`${props.className} h-11`} />
            )}
          </FormField>
          <FormField
            id="field-manifest-dataLocation"
            name="manifest.dataLocation"
            label={t('fields.manifestDataLocation')}
            error={error('manifest.dataLocation')}
          >
            {(props) => (
              <input {...props} defaultValue={values.manifestDataLocation} className={`${props.className} h-11`} />
            )}
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="manifest.aiDisclosure"
            defaultChecked={values.manifestAiDisclosure}
            className="size-4"
          />
          {t('fields.manifestAiDisclosure')}
        </label>
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
              <FormField
                id={`field-translations-${locale}`}
                name={`translations.${locale}.title`}
                label={t('fields.title')}
              >
                {(props) => (
                  <input
                    {...props}
                    defaultValue={values.translations[locale].title}
                    className={`${props.className} h-11`}
                  />
                )}
              </FormField>
              <FormField
                id={`field-translations-${locale}-summary`}
                name={`translations.${locale}.summary`}
                label={t('fields.summary')}
              >
                {(props) => (
                  <textarea
                    {...props}
                    rows={2}
                    defaultValue={values.translations[locale].summary}
                    className={`${props.className} py-2`}
                  />
                )}
              </FormField>
              <FormField
                id={`field-translations-${locale}-description`}
                name={`translations.${locale}.description`}
                label={t('fields.description')}
              >
                {(props) => (
                  <textarea
                    {...props}
                    rows={6}
                    defaultValue={values.translations[locale].description}
                    className={`${props.className} py-2 font-mono text-sm`}
                  />
                )}
              </FormField>
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
