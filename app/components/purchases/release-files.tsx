import Download from 'lucide-react/icons/download';
import { Form } from 'react-router';
import type { PurchaseRelease } from '../../../core/purchases/purchase-details.ts';
import { formatBytes, formatDate } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/**
 * The latest release: version, date, changelog, and a download button per file. Each button posts for a fresh
 * signed link and follows it (a full request, so the browser saves the file and stays on the page).
 */
export function ReleaseFiles({ release, canDownload }: { release: PurchaseRelease | null; canDownload: boolean }) {
  const { t, i18n } = useTranslation('purchases');
  if (!release) return <p className="text-sm text-muted-foreground">{t('release.none')}</p>;
  return (
    <div className="space-y-3">
      <h4 className="text-sm font-semibold">
        {t('release.heading')} :{' '}
        <span className="font-normal">
          {t('release.published', {
            version: release.version,
            date: formatDate(release.publishedAt, i18n.language),
          })}
        </span>
      </h4>
      {release.changelogHtml && (
        <details className="rounded-lg border bg-muted/40 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium">{t('release.changelog')}</summary>
          <div className="prose-content mt-2 text-sm" dangerouslySetInnerHTML={{ __html: release.changelogHtml }} />
        </details>
      )}
      {canDownload && release.files.length > 0 && (
        <>
          <p className="sr-only">{t('download.filesHeading')}</p>
          <ul className="flex flex-wrap gap-2">
            {release.files.map((file) => (
              <li key={file.id}>
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="download" />
                  <input type="hidden" name="fileId" value={file.id} />
                  <Button
                    type="submit"
                    size="sm"
                    aria-label={t('download.named', {
                      file: file.fileName,
                      size: formatBytes(file.sizeBytes, i18n.language),
                    })}
                  >
                    <Download aria-hidden="true" />
                    {/* The space keeps the visible words apart, so the name (aria-label) contains them as read. */}
                    {t('download.button')}{' '}
                    <span className="max-w-48 truncate font-normal opacity-90">{file.fileName}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
