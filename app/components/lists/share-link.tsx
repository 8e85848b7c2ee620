import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { CopyLinkField } from '../copy-link-field.tsx';

/** The share path of a collection. */
export const sharePath = (shareToken: string) => `/c/${shareToken}`;

/**
 * A public collection's link: a read-only field (selectable without JavaScript), 'Copier le lien' and a link to
 * the shared page. A private collection shows why it has no link.
 */
export function ShareLink({
  publicUrl,
  shareToken,
  name,
  isPublic,
}: {
  publicUrl: string;
  shareToken: string;
  name: string;
  isPublic: boolean;
}) {
  const { t } = useTranslation('collections');
  if (!isPublic) return <p className="text-sm text-muted-foreground">{t('share.privateHint')}</p>;
  return (
    <CopyLinkField
      label={t('share.label', { name })}
      url={`${publicUrl}${sharePath(shareToken)}`}
      texts={{
        copy: t('share.copy'),
        copyLabel: t('share.copyNamed', { name }),
        copied: t('share.copied'),
        copyFailed: t('share.copyFailed'),
      }}
      compact
    >
      <Link
        to={sharePath(shareToken)}
        className="inline-flex h-9 items-center rounded-lg px-2 text-sm font-medium text-primary hover:underline"
      >
        {t('share.view')}
      </Link>
    </CopyLinkField>
  );
}
