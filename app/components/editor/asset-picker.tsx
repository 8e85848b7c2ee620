import { type ReactNode, useState } from 'react';
import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import { formatBytes } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { AssetUploader } from '../assets/asset-uploader.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FieldError } from '../ui/field.tsx';
import { Label } from '../ui/label.tsx';
import { Radio } from '../ui/radio.tsx';
import { CoverPreview, pixelSize, recommendedCover } from './cover-preview.tsx';

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
  onChoose,
}: {
  assets: AssetSummary[];
  type: 'radio' | 'checkbox';
  name: string;
  checked: (asset: AssetSummary) => boolean;
  /** Makes the choices controlled: the parent keeps the chosen value. */
  onChoose?: (value: string) => void;
}) {
  const Choice = type === 'radio' ? Radio : Checkbox;
  const state = (asset: AssetSummary) =>
    onChoose ? { checked: checked(asset), onChange: () => onChoose(asset.id) } : { defaultChecked: checked(asset) };
  return assets.map((asset) => (
    <li key={asset.id}>
      <Label className={optionClass}>
        <Choice name={name} value={asset.id} {...state(asset)} />
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
 * works without JavaScript); with JavaScript, a file uploaded here joins the library and the lists at once, and an
 * image uploaded while the product has no cover is proposed as its cover. The cover is previewed as buyers will see
 * it. Images are deliverables only when chosen: they sit apart from the files, under « Livrer aussi une image ».
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
  const { t, i18n } = useTranslation('editor');
  const [assets, setAssets] = useState(initial);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [cover, setCover] = useState(coverAssetId);
  const [proposed, setProposed] = useState<string | null>(null);
  const images = assets.filter((a) => a.kind === 'image');
  const deliverables = assets.filter((a) => a.kind === 'file' || fileAssetIds.includes(a.id));
  const otherImages = images.filter((a) => !fileAssetIds.includes(a.id));
  const onUploaded = (asset: AssetSummary) => {
    setAssets((all) => [asset, ...all.filter((a) => a.id !== asset.id)]);
    setUploaded((ids) => [...ids, asset.id]);
    if (asset.kind === 'image' && cover === '') {
      setCover(asset.id);
      setProposed(asset.id);
    }
  };
  const choose = (id: string) => {
    setCover(id);
    setProposed(null);
  };
  const checkedFile = (asset: AssetSummary) =>
    fileAssetIds.includes(asset.id) || (asset.kind === 'file' && uploaded.includes(asset.id));

  return (
    <div className="space-y-6">
      {assets.length === 0 && <p className="text-sm text-muted-foreground">{t('assets.empty')}</p>}
      <ChoiceGroup
        id="cover"
        legend={t('assets.cover')}
        error={errors.coverAssetId}
        describedBy="cover-hint"
        intro={
          <p id="cover-hint" className="text-xs text-muted-foreground">
            {t('assets.coverHint', { size: pixelSize(recommendedCover, i18n.language) })}
          </p>
        }
      >
        <li>
          <Label className={optionClass}>
            <Radio name="coverAssetId" value="" checked={cover === ''} onChange={() => choose('')} />
            <span className="text-sm">{t('assets.noCover')}</span>
          </Label>
        </li>
        <AssetChoices
          assets={images}
          type="radio"
          name="coverAssetId"
          checked={(asset) => cover === asset.id}
          onChoose={choose}
        />
      </ChoiceGroup>
      <p role="status" className="text-sm font-medium empty:hidden">
        {proposed && proposed === cover ? t('assets.coverProposed') : ''}
      </p>
      <CoverPreview image={images.find((a) => a.id === cover) ?? null} />

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
        <AssetChoices assets={deliverables} type="checkbox" name="fileAssetIds" checked={checkedFile} />
      </ChoiceGroup>
      {otherImages.length > 0 && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t('assets.imagesAsFiles')}</summary>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            <AssetChoices assets={otherImages} type="checkbox" name="fileAssetIds" checked={() => false} />
          </ul>
        </details>
      )}

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
