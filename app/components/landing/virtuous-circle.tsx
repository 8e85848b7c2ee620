import MessageSquareHeart from 'lucide-react/icons/message-square-heart';
import PackagePlus from 'lucide-react/icons/package-plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import TrendingUp from 'lucide-react/icons/trending-up';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Four steps drawn clockwise around a loop on large screens (grid cells: top-left, top-right, bottom-right, bottom-left). */
const steps = [
  { key: 'publish', icon: PackagePlus, cell: 'lg:col-start-1 lg:row-start-1' },
  { key: 'buy', icon: Rocket, cell: 'lg:col-start-2 lg:row-start-1' },
  { key: 'review', icon: MessageSquareHeart, cell: 'lg:col-start-2 lg:row-start-2' },
  { key: 'reinvest', icon: TrendingUp, cell: 'lg:col-start-1 lg:row-start-2' },
] as const;

export function VirtuousCircle() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="circle-title" className="bg-muted/50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id="circle-title" title={t('circle.title')} subtitle={t('circle.subtitle')} />
        <div className="relative">
          <ol className="grid gap-4 sm:grid-cols-2 lg:gap-6">
            {steps.map(({ key, icon: Icon, cell }, index) => (
              <li
                key={key}
                className={cn('flex gap-4 rounded-card border bg-card p-5 text-card-foreground shadow-sm', cell)}
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <div className="space-y-1">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {t(`circle.steps.${key}.title`)}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t(`circle.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 hidden size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-4 border-background bg-primary text-primary-foreground shadow-md lg:inline-flex"
          >
            <RefreshCw className="size-6" />
          </span>
        </div>
      </div>
    </section>
  );
}
