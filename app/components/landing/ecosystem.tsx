import BadgeCheck from 'lucide-react/icons/badge-check';
import Handshake from 'lucide-react/icons/handshake';
import Store from 'lucide-react/icons/store';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '../../lib/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The four profiles of spec §1. */
const profiles = [
  { key: 'entrepreneur', icon: UserRound },
  { key: 'creator', icon: Store },
  { key: 'network', icon: BadgeCheck },
  { key: 'winning', icon: Handshake },
] as const;

export function Ecosystem() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="ecosystem-title" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <SectionHeading id="ecosystem-title" title={t('ecosystem.title')} subtitle={t('ecosystem.subtitle')} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {profiles.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-card border bg-card p-6 text-card-foreground shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t(`ecosystem.items.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`ecosystem.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
