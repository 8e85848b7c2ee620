import { Form } from 'react-router';
import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import type { EditableRelease } from '../../../core/products/get-product-for-edit.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardTitle } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { ReleaseFilePicker } from './asset-picker.tsx';
import { MarkdownField } from './markdown-field.tsx';

/** The product's releases and the form to publish a new version (its buyers are notified). */
export function ReleaseSection({
  releases,
  guide,
  assets,
  errors,
  typed,
  published,
}: {
  releases: EditableRelease[];
  /** The latest release's guide in the product's language: the new release starts from it. */
  guide: string;
  assets: AssetSummary[];
  errors: Record<string, string>;
  typed?: { version: string; changelog: string; guide: string; fileAssetIds: unknown[] };
  published?: string;
}) {
  const { t, i18n } = useTranslation('editor');
  const error = (name: string) => {
    const code = errors[`release.${name}`];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined;
  };
  return (
    <Card asChild>
      <section aria-labelledby="releases-heading">
        <CardTitle id="releases-heading">{t('release.title')}</CardTitle>
        {published && <Notice tone="success">{t('release.published', { version: published })}</Notice>}
        {releases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('release.none')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {releases.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span className="font-medium">{r.version}</span>
                <span className="text-muted-foreground">
                  {r.publishedAt ? formatDate(r.publishedAt, i18n.language) : ''} ·{' '}
                  {t('release.fileCount', { count: r.files.length })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="release" />
          <h3 className="font-semibold">{t('release.new')}</h3>
          <Field
            id="field-release-version"
            name="version"
            label={t('release.version')}
            description={t('release.versionHint')}
            error={error('version')}
          >
            <Input defaultValue={typed?.version ?? ''} required className="font-mono" />
          </Field>
          <MarkdownField
            name="changelog"
            label={t('release.changelog')}
            defaultValue={typed?.changelog ?? ''}
            error={error('changelog')}
            rows={6}
            submitsPreview={false}
          />
          <MarkdownField
            name="guide"
            label={t('release.guide')}
            hint={t('release.guideHint')}
            defaultValue={typed?.guide ?? guide}
            error={error('guide')}
            rows={8}
            submitsPreview={false}
          />
          <ReleaseFilePicker
            assets={assets}
            checked={(typed?.fileAssetIds ?? []).filter((v): v is string => typeof v === 'string')}
            error={errors['release.fileAssetIds']}
          />
          <Button type="submit">{t('release.submit')}</Button>
        </Form>
      </section>
    </Card>
  );
}
