import Trash2 from 'lucide-react/icons/trash-2';
import { Form, Link, useNavigation } from 'react-router';
import type { LibraryAsset } from '../../../core/assets/list-assets.ts';
import { formatBytes, formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { assetTypeLabel } from './asset-type.ts';

/** The seller's files: preview, name, type, size, date, the products using each, and a delete form (no JS needed). */
export function AssetTable({ assets }: { assets: LibraryAsset[] }) {
  const { t, i18n } = useTranslation('assets');
  const navigation = useNavigation();
  const deleting = navigation.state === 'submitting' ? navigation.formData?.get('assetId') : null;
  if (assets.length === 0) return <p className="text-muted-foreground">{t('library.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('library.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('library.type')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('library.size')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('library.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('library.usedBy')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t('library.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {assets.map((asset) => (
            <tr key={asset.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                <div className="flex items-center gap-3">
                  {asset.url ? (
                    <img
                      src={asset.url}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="size-12 shrink-0 rounded-md border border-border bg-muted object-cover"
                    />
                  ) : null}
                  <span className="min-w-0 break-all">{asset.fileName}</span>
                </div>
              </th>
              <td className="px-4 py-3">
                {assetTypeLabel(asset.contentType, t)}
                {asset.width && asset.height ? (
                  <span className="block text-muted-foreground">
                    {t('library.dimensions', { width: asset.width, height: asset.height })}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">
                {formatBytes(asset.sizeBytes, i18n.language)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={asset.createdAt}>{formatDate(asset.createdAt, i18n.language)}</time>
              </td>
              <td className="px-4 py-3">
                {asset.usedBy.length === 0 ? (
                  <span className="text-muted-foreground">{t('library.unused')}</span>
                ) : (
                  <ul className="space-y-1">
                    {asset.usedBy.map((product) => (
                      <li key={product.slug}>
                        <Link
                          to={`/product/${product.slug}/edit`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {product.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="assetId" value={asset.id} />
                  <input type="hidden" name="fileName" value={asset.fileName} />
                  <Button
                    type="submit"
                    variant="ghost"
                    size="sm"
                    aria-label={t('library.deleteLabel', { name: asset.fileName })}
                    disabled={deleting === asset.id}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('library.delete')}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
