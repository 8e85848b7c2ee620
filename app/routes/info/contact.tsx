import CircleHelp from 'lucide-react/icons/circle-question-mark';
import Flag from 'lucide-react/icons/flag';
import Scale from 'lucide-react/icons/scale';
import { Link } from 'react-router';
import { contactSubjects } from '../../../core/content/submit-contact-message.schema.ts';
import { ContactForm } from '../../components/info/contact-form.tsx';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { contactAction } from '../../lib/contact-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/contact';

export function loader({ url, context }: Route.LoaderArgs) {
  return { meta: infoPageMeta(context, url, 'contact') };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export const action = ({ request, context }: Route.ActionArgs) => contactAction(context, request);

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm
          action="/contact"
          actionData={actionData}
          title={t('contact.formTitle')}
          subjects={contactSubjects}
        />
        <aside className="space-y-4">
          <AsideCard icon={CircleHelp} title={t('contact.aside.faqTitle')} text={t('contact.aside.faqText')}>
            <Link to="/faq" className="font-medium text-primary hover:underline">
              {t('contact.aside.faqLink')}
            </Link>
          </AsideCard>
          <AsideCard icon={Flag} title={t('contact.aside.reportTitle')} text={t('contact.aside.reportText')}>
            <Link to="/transparency" className="font-medium text-primary hover:underline">
              {t('contact.aside.reportLink')}
            </Link>
          </AsideCard>
          <AsideCard icon={Scale} title={t('contact.aside.legalTitle')}>
            <Link to="/legal" className="font-medium text-primary hover:underline">
              {t('contact.aside.legalLink')}
            </Link>
          </AsideCard>
        </aside>
      </div>
    </>
  );
}

function AsideCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: typeof CircleHelp;
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-card border bg-card p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {text && <p className="mt-2 text-sm text-muted-foreground">{text}</p>}
      <p className="mt-3 text-sm">{children}</p>
    </section>
  );
}
