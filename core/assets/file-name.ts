import { AppError } from '../shared/app-error.ts';
import { maxFileNameLength } from './asset-limits.ts';

/** The extensions each stored binary type may keep; a name that says otherwise gets the first one appended. */
const binaryExtensions: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'whl', 'nupkg'],
  'application/gzip': ['gz', 'tgz'],
  'application/x-tar': ['tar'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
};

/**
 * Names a desktop runs or renders as active content when the buyer opens the download: a text file called so is
 * delivered with `.txt` appended (its content is text, never run).
 */
const activeExtensions = new Set(
  'exe com scr pif bat cmd msi msp cpl hta lnk reg vb vbs vbe js jse mjs wsf wsh ps1 psm1 jar app html htm xhtml shtml svg svgz xml xsl mht mhtml url desktop'.split(
    ' ',
  ),
);

/**
 * The uploader's name (the `x-file-name` header, URI-encoded) made safe to store and to send back in a
 * Content-Disposition: the last path segment, NFC, without control or reserved characters, at most
 * `maxFileNameLength` characters with its extension kept.
 */
export function sanitizeFileName(encoded: string | null | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(encoded ?? '');
  } catch {
    throw new AppError('file_name_invalid', 400, 'Nom de fichier invalide');
  }
  name = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!name) throw new AppError('file_name_missing', 400, 'Nom de fichier manquant');
  const chars = [...name];
  if (chars.length <= maxFileNameLength) return name;
  const extension = /\.[^.]{1,16}$/.exec(name)?.[0] ?? '';
  return (
    chars
      .slice(0, maxFileNameLength - extension.length)
      .join('')
      .trimEnd() + extension
  );
}

/** The name with an extension that tells the truth about the stored type (a `.png` that is a ZIP ends in `.zip`). */
export function nameForType(name: string, contentType: string): string {
  const lower = name.toLowerCase();
  const extension = /\.([^.]+)$/.exec(lower)?.[1] ?? '';
  const allowed = binaryExtensions[contentType];
  if (allowed) return allowed.some((e) => lower.endsWith(`.${e}`)) ? name : `${name}.${allowed[0]}`;
  return activeExtensions.has(extension) ? `${name}.txt` : name;
}
