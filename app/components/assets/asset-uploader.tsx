import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Upload from 'lucide-react/icons/upload';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { assetMaxBytes, largestAssetBytes } from '../../../core/assets/asset-limits.ts';
import type { AssetKind, AssetSummary } from '../../../core/assets/asset-summary.ts';
import { formatBytes } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { uploadFile } from './upload-file.ts';

export interface AssetUploaderProps {
  /** `image`: only images are offered and accepted (covers, gallery). */
  kind?: AssetKind;
  multiple?: boolean;
  onUploaded: (asset: AssetSummary) => void;
}

interface Item {
  key: number;
  name: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

const imageTypes = 'image/png,image/jpeg,image/webp,image/avif,image/gif';
const acceptedImage = /^image\/(png|jpeg|webp|avif|gif)$/;
let nextKey = 0;

/**
 * Chooses files and sends each to the seller's library (POST /api/v1/seller/assets) with a progress bar; shows
 * every file's outcome, the API's refusal in the reader's language. One file at a time, in the order chosen.
 */
export function AssetUploader({ kind, multiple = true, onUploaded }: AssetUploaderProps) {
  const { t, i18n } = useTranslation('assets');
  const inputId = useId();
  const hintId = useId();
  const [items, setItems] = useState<Item[]>([]);
  // Without JavaScript nothing would send the chosen file: the input waits for hydration.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const maxBytes = kind ? assetMaxBytes[kind] : largestAssetBytes;
  const update = (key: number, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const errorText = (code: string, details?: { maxBytes?: number }) =>
    t(`errors.${code}`, {
      defaultValue: t('errors.unknown'),
      max: formatBytes(details?.maxBytes ?? maxBytes, i18n.language),
    });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Emptied so that choosing the same file again (after deleting it, say) still sends it.
    event.target.value = '';
    const chosen = files.map((file) => ({ file, key: nextKey++ }));
    setItems((all) => [
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        loaded: 0,
        total: file.size,
        state: 'waiting' as const,
      })),
      ...all,
    ]);
    for (const { file, key } of chosen) {
      // What the server will decide from the content, told before sending (the browser's type is only a hint here).
      const limit = assetMaxBytes[kind === 'image' || acceptedImage.test(file.type) ? 'image' : 'file'];
      if (file.size > limit) {
        update(key, { state: 'failed', error: errorText('asset_too_large', { maxBytes: limit }) });
        continue;
      }
      update(key, { state: 'sending' });
      const outcome = await uploadFile(file, kind, (loaded, total) => update(key, { loaded, total }));
      if (outcome.ok) {
        update(key, { state: 'done', loaded: file.size });
        onUploaded(outcome.asset);
      } else {
        update(key, { state: 'failed', error: errorText(outcome.code, outcome.details) });
      }
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-primary px-5 py-3 font-medium text-primary-foreground text-sm hover:bg-primary-hover has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
        >
          <Upload className="size-4" aria-hidden="true" />
          {kind === 'image' ? t('uploader.chooseImages') : t('uploader.chooseFiles')}
          <input
            id={inputId}
            type="file"
            className="sr-only"
            multiple={multiple}
            accept={kind === 'image' ? imageTypes : undefined}
            aria-describedby={hintId}
            disabled={!ready}
            onChange={choose}
          />
        </label>
        <p id={hintId} className="mt-2 text-muted-foreground text-sm">
          {kind === 'image'
            ? t('uploader.imageHint', { max: formatBytes(assetMaxBytes.image, i18n.language) })
            : t('uploader.fileHint', {
                image: formatBytes(assetMaxBytes.image, i18n.language),
                file: formatBytes(assetMaxBytes.file, i18n.language),
              })}
        </p>
      </div>
      {items.length > 0 && (
        <>
          <p className="sr-only">{t('uploader.progressList')}</p>
          <ul className="space-y-2" aria-live="polite">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function UploadRow({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('assets');
  const percent = item.total > 0 ? Math.round((item.loaded / item.total) * 100) : 0;
  const sent = t('uploader.sent', {
    loaded: formatBytes(item.loaded, i18n.language),
    total: formatBytes(item.total, i18n.language),
    percent,
  });
  return (
    <li className="rounded-lg border border-border p-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-medium">{item.name}</span>
        {item.state === 'done' && (
          <span className="inline-flex shrink-0 items-center gap-1 text-primary">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('uploader.done')}
          </span>
        )}
        {item.state === 'waiting' && <span className="shrink-0 text-muted-foreground">{t('uploader.waiting')}</span>}
      </div>
      {item.state === 'sending' && (
        <div className="mt-2 flex items-center gap-3">
          <progress className="h-2 w-full accent-primary" value={item.loaded} max={item.total || 1} aria-label={sent}>
            {sent}
          </progress>
          <span className="shrink-0 text-muted-foreground tabular-nums">{sent}</span>
        </div>
      )}
      {item.state === 'failed' && (
        <p className="mt-1 flex items-start gap-1 text-destructive" role="alert">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {item.error}
        </p>
      )}
    </li>
  );
}
