import type { TFunction } from '../../lib/i18n.tsx';

const labels: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gzip',
  'application/x-tar': 'tar',
  'text/plain': 'text',
  'text/markdown': 'markdown',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/yaml': 'yaml',
};

/** How the formats are written (WebP, not WEBP). */
const formats: Record<string, string> = { webp: 'WebP', webm: 'WebM' };

/** A stored content type in words ("Archive ZIP", "Image PNG", "Texte Markdown"), with the `assets` namespace. */
export function assetTypeLabel(contentType: string, t: TFunction): string {
  const mime = contentType.split(';')[0]!.trim();
  const [family, subtype = ''] = mime.split('/');
  if (family === 'image' || family === 'video')
    return t(`types.${family}`, { format: formats[subtype] ?? subtype.toUpperCase() });
  const key = labels[mime];
  return key ? t(`types.${key}`) : t('types.other');
}
