import { type ReactNode, useState } from 'react';
import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import { formatBytes } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { AssetUploader } from '../assets/asset-uploader.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FieldError } from '../ui/field.tsx';
import { Label } from '../ui/label.tsx';
import { Radio } from '../ui/radio.tsx';

function ErrorText({ id, code }: { id: string; code?: string }) {
  const { t } = useTranslation('editor');
  return <FieldError id={id}>{code && t(`errors.${code}`, { defaultValue: t('errors.unknown') })}</FieldError>;
}

function AssetLabel({ asset }: { asset: AssetSummary }) {
  const { i18n } = useTranslation('editor');
  return (
    <span className="flex min-w-0 items-center gap-3">
      {asset.url && <img src={asset.url} alt="" loading="lazy" className="size-12 shrink-0 rounded object-cover" />}
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{asset.fileName}</span>
        <span className="block text-xs text-muted-foreground">{formatBytes(asset.sizeBytes, i18n.language)}</span>
      </span>
    </span>
  );
}

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg border p-2 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** One radio button or check box named `name` per library file, as items of a list. */
function AssetChoices({
  assets,
  type,
  name,
  checked,
}: {
  assets: AssetSummary[];
  type: 'radio' | 'checkbox';
  name: string;
  checked: (asset: AssetSummary) => boolean;
}) {
  const Choice = type === 'radio' ? Radio : Checkbox;
  return assets.map((asset) => (
    <li key={asset.id}>
      <Label className={optionClass}>
        <Choice name={name} value={asset.id} defaultChecked={checked(asset)} />
        <AssetLabel asset={asset} />
      </Label>
    </li>
  ));
}

/**
 * One choice among the library's files: a fieldset with its legend, what to know first (`intro`), the choices as a
 * grid, and its error (`${id}-error`), which describes the group when there is one (else `describedBy`).
 */
function ChoiceGroup({
  id,
  legend,
  error,
  describedBy,
  intro,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  describedBy?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : describedBy}>
      <legend className="text-sm font-medium">{legend}</legend>
      {intro}
      <ul className="grid gap-2 sm:grid-cols-2">{children}</ul>
      <ErrorText id={`${id}-error`} code={error} />
    </fieldset>
  );
}

/**
 * Cover, gallery and deliverable files chosen from the seller's library (plain radio buttons and check boxes: it
 * works without JavaScript); with JavaScript, a file uploaded here joins the library and the lists at once.
 */
export function AssetPicker({
  assets: initial,
  coverAssetId,
  galleryAssetIds,
  fileAssetIds,
  errors,
}: {
  assets: AssetSummary[];
  coverAssetId: string;
  galleryAssetIds: string[];
  fileAssetIds: string[];
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('editor');
  const [assets, setAssets] = useState(initial);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const images = assets.filter((a) => a.kind === 'image');
  const onUploaded = (asset: AssetSummary) => {
    setAssets((all) => [asset, ...all.filter((a) => a.id !== asset.id)]);
    setUploaded((ids) => [...ids, asset.id]);
  };

  return (
    <div className="space-y-6">
      {assets.length === 0 && <p className="text-sm text-muted-foreground">{t('assets.empty')}</p>}
      <ChoiceGroup id="cover" legend={t('assets.cover')} error={errors.coverAssetId}>
        <li>
          <Label className={optionClass}>
            <Radio name="coverAssetId" value="" defaultChecked={coverAssetId === ''} />
            <span className="text-sm">{t('assets.noCover')}</span>
          </Label>
        </li>
        <AssetChoices assets={images} type="radio" name="coverAssetId" checked={(asset) => coverAssetId === asset.id} />
      </ChoiceGroup>

      {images.length > 0 && (
        <ChoiceGroup id="gallery" legend={t('assets.gallery')} error={errors.galleryAssetIds}>
          <AssetChoices
            assets={images}
            type="checkbox"
            name="galleryAssetIds"
            checked={(asset) => galleryAssetIds.includes(asset.id)}
          />
        </ChoiceGroup>
      )}

      <ChoiceGroup
        id="files"
        legend={t('assets.files')}
        error={errors.fileAssetIds}
        describedBy="files-hint"
        intro={
          <p id="files-hint" className="text-xs text-muted-foreground">
            {t('assets.filesHint')}
          </p>
        }
      >
        <AssetChoices
          assets={assets}
          type="checkbox"
          name="fileAssetIds"
          checked={(asset) => fileAssetIds.includes(asset.id) || (asset.kind === 'file' && uploaded.includes(asset.id))}
        />
      </ChoiceGroup>

      <div className="space-y-2">
        <p className="text-sm font-medium">{t('assets.upload')}</p>
        <AssetUploader onUploaded={onUploaded} />
      </div>
    </div>
  );
}

/** The library files to choose for a new release (check boxes). */
export function ReleaseFilePicker({
  assets,
  checked,
  error,
}: {
  assets: AssetSummary[];
  checked: string[];
  error?: string;
}) {
  const { t } = useTranslation('editor');
  return (
    <ChoiceGroup
      id="release-files"
      legend={t('release.files')}
      error={error}
      intro={assets.length === 0 && <p className="text-sm text-muted-foreground">{t('assets.empty')}</p>}
    >
      <AssetChoices
        assets={assets}
        type="checkbox"
        name="releaseFileAssetIds"
        checked={(asset) => checked.includes(asset.id)}
      />
    </ChoiceGroup>
  );
}
