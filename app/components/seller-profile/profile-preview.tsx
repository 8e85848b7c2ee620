import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from '../../lib/i18n.tsx';
import { Avatar } from '../avatar.tsx';
import { Badge } from '../ui/badge.tsx';

export interface PreviewValues {
  publicName: string;
  bio: string;
  website: string;
  expertise: string;
  avatarUrl: string | null;
}

/** The seller's public card as /seller/:sellerId draws it, from the values being typed. */
export function ProfilePreview({ values }: { values: PreviewValues }) {
  const { t } = useTranslation('sell');
  const name = values.publicName.trim() || t('profile.preview.emptyName');
  const tags = values.expertise
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('profile.preview.title')}
      </h2>
      <div className="flex gap-4 rounded-card border bg-secondary/40 p-5" aria-live="polite">
        <Avatar
          name={name}
          src={values.avatarUrl}
          size={64}
          className="size-16 border"
          placeholderClassName="bg-primary text-2xl font-semibold text-primary-foreground"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate text-xl font-bold">{name}</p>
          {values.bio.trim() && (
            <p className="line-clamp-4 whitespace-pre-line text-sm text-muted-foreground">{values.bio}</p>
          )}
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          {values.website.trim() && (
            <p className="inline-flex items-center gap-1 text-sm font-medium text-primary">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('profile.preview.website')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
