import { Form } from 'react-router';
import type { ProductForEdit } from '../../../core/products/get-product-for-edit.ts';
import { type Locale, localeNames, locales } from '../../../i18n/config.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardTitle } from '../ui/card.tsx';
import { MarkdownField } from './markdown-field.tsx';

/**
 * The deployment guide of the latest release, in the product's language and its translations: what buyers read
 * and tick on their « Déployer » page. A new release carries it over (the release form changes its source text).
 */
export function GuideSection({
  guide,
  language,
  errors,
  typed,
  saved,
}: {
  guide: ProductForEdit['guide'];
  language: Locale;
  errors: Record<string, string>;
  typed?: Partial<Record<Locale, string>>;
  saved?: boolean;
}) {
  const { t } = useTranslation('editor');
  const error = (locale: Locale) => {
    const code = errors[`guide.${locale}`];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  };
  const others = locales.filter((l) => l !== language);
  const bodies = typed ?? guide?.bodies ?? {};
  return (
    <Card asChild>
      <section aria-labelledby="guide-heading">
        <CardTitle id="guide-heading">{t('guide.title')}</CardTitle>
        {saved && <Notice tone="success">{t('guide.saved')}</Notice>}
        {!guide ? (
          <p className="text-sm text-muted-foreground">{t('guide.noRelease')}</p>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="guide" />
            <input type="hidden" name="releaseId" value={guide.releaseId} />
            <p className="text-sm text-muted-foreground">{t('guide.hint', { version: guide.version })}</p>
            <div lang={language}>
              <MarkdownField
                name={`guide.${language}`}
                label={t('guide.source', { language: localeNames[language] })}
                hint={t('guide.steps')}
                defaultValue={bodies[language] ?? ''}
                error={error(language)}
                rows={14}
                submitsPreview={false}
              />
            </div>
            {others.map((locale) => (
              <details
                key={locale}
                open={!!errors[`guide.${locale}`] || (bodies[locale] ?? '') !== ''}
                className="rounded-lg border p-3"
              >
                <summary className="cursor-pointer font-medium">
                  {t('guide.translation', { language: localeNames[locale] })}
                </summary>
                <div lang={locale} className="mt-3">
                  <MarkdownField
                    name={`guide.${locale}`}
                    label={t('guide.source', { language: localeNames[locale] })}
                    defaultValue={bodies[locale] ?? ''}
                    error={error(locale)}
                    rows={10}
                    submitsPreview={false}
                  />
                </div>
              </details>
            ))}
            <Button type="submit">{t('guide.submit')}</Button>
          </Form>
        )}
      </section>
    </Card>
  );
}
