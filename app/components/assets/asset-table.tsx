import Trash2 from 'lucide-react/icons/trash-2';
import { Form, Link, useNavigation } from 'react-router';
import type { LibraryAsset } from '../../../core/assets/list-assets.ts';
import { formatBytes, formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';
import { assetTypeLabel } from './asset-type.ts';

const columns = ['name', 'type', 'size', 'date', 'usedBy', 'actions'] as const;

/** The seller's files: preview, name, type, size, date, the products using each, and a delete form (no JS needed). */
export function AssetTable({ assets }: { assets: LibraryAsset[] }) {
  const { t, i18n } = useTranslation('assets');
  const navigation = useNavigation();
  const deleting = navigation.state === 'submitting' ? navigation.formData?.get('assetId') : null;
  if (assets.length === 0) return <p className="text-muted-foreground">{t('library.empty')}</p>;
  return (
    <DataTable
      caption={t('library.heading')}
      columns={dataColumns(columns, (key) => t(`library.${key}`), { size: 'text-right' })}
    >
      {assets.map((asset) => (
        <TableRow key={asset.id}>
          <th scope="row" className="px-3 py-2 align-top font-medium">
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
          <TableCell>
            {assetTypeLabel(asset.contentType, t)}
            {asset.width && asset.height ? (
              <span className="block text-muted-foreground">
                {t('library.dimensions', { width: asset.width, height: asset.height })}
              </span>
            ) : null}
          </TableCell>
          <TableCell className="text-right tabular-nums whitespace-nowrap">
            {formatBytes(asset.sizeBytes, i18n.language)}
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={asset.createdAt}>{formatDate(asset.createdAt, i18n.language)}</time>
          </TableCell>
          <TableCell>
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
          </TableCell>
          <TableCell className="text-right">
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
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
