import ChevronDown from 'lucide-react/icons/chevron-down';
import { Accordion } from 'radix-ui';
import { useTranslation } from '../../lib/i18n.tsx';
import { ArrowLink } from '../ui/arrow-link.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Spec §9: exactly 10 questions. */
export const faqKeys = [
  'buy',
  'deploy',
  'refund',
  'commission',
  'payment',
  'invoice',
  'support',
  'languages',
  'data',
  'creator',
] as const;

/** The 10 questions as an accordion (one open at a time); answers are in the HTML even when closed. */
export function Faq() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <SectionHeading id="faq-title" title={t('faq.title')} subtitle={t('faq.subtitle')} align="center" />
      <Accordion.Root
        type="single"
        collapsible
        className="mt-10 divide-y rounded-card border bg-card text-card-foreground"
      >
        {faqKeys.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60 focus-visible:outline-offset-[-2px]">
                  {t(`faq.items.${key}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-5 text-muted-foreground data-[state=closed]:hidden">
              {t(`faq.items.${key}.answer`)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-6 text-center">
        <ArrowLink to="/faq">{t('faq.all')}</ArrowLink>
      </p>
    </section>
  );
}
