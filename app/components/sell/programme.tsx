import BadgeEuro from 'lucide-react/icons/badge-euro';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Landmark from 'lucide-react/icons/landmark';
import ListChecks from 'lucide-react/icons/list-checks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Section } from '../ui/section.tsx';

const listingItems = ['summary', 'description', 'manifest', 'files', 'docs'] as const;
const reviewSteps = ['apply', 'check', 'decision', 'start'] as const;

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className="rounded-card border bg-card p-5 shadow-xs">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h3>
      <div className="mt-2 space-y-2 text-sm text-muted-foreground">{children}</div>
    </article>
  );
}

/** The seller programme: commission, payouts, what a good listing holds, how applications are reviewed. */
export function Programme() {
  const { t } = useTranslation('sell');
  const icon = 'size-5 shrink-0 text-primary';
  return (
    <Section title={t('programme.title')} headingId="programme-heading" size="2xl" bold className="space-y-4">
      <Block icon={<BadgeEuro aria-hidden="true" className={icon} />} title={t('programme.commission.title')}>
        <p>{t('programme.commission.text')}</p>
      </Block>
      <Block icon={<Landmark aria-hidden="true" className={icon} />} title={t('programme.payouts.title')}>
        <p>{t('programme.payouts.text')}</p>
      </Block>
      <Block icon={<ListChecks aria-hidden="true" className={icon} />} title={t('programme.listing.title')}>
        <p>{t('programme.listing.intro')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {listingItems.map((item) => (
            <li key={item}>{t(`programme.listing.items.${item}`)}</li>
          ))}
        </ul>
      </Block>
      <Block icon={<ClipboardCheck aria-hidden="true" className={icon} />} title={t('programme.review.title')}>
        <ol className="list-decimal space-y-1 pl-5">
          {reviewSteps.map((step) => (
            <li key={step}>{t(`programme.review.steps.${step}`)}</li>
          ))}
        </ol>
      </Block>
      <p className="text-xs text-muted-foreground">{t('programme.dsa')}</p>
    </Section>
  );
}
