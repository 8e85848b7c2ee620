import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useLocation } from 'react-router';
import { serverT } from '../../../i18n/server-t.ts';
import { DemoPage } from '../../components/demos/demo-page.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { requestContext } from '../../context.ts';
import { barePage } from '../../lib/bare-page.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/chatbot';

export const handle = barePage;

/** The scripted conversation: who speaks, in order (the texts are `demos:chatbot.messages.<key>`). */
const script = [
  { key: 'm1', speaker: 'customer' },
  { key: 'm2', speaker: 'bot' },
  { key: 'm3', speaker: 'bot' },
  { key: 'm4', speaker: 'customer' },
  { key: 'm5', speaker: 'bot' },
  { key: 'm6', speaker: 'customer' },
  { key: 'm7', speaker: 'bot' },
] as const;
/** Milliseconds between two messages appearing. */
const paceMs = 1400;

export function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  return {
    meta: { title: serverT(locale, 'demos')('chatbot.metaTitle'), noindex: true },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * /demos/chatbot: a support assistant answering a customer, its messages appearing one by one with CSS alone (no
 * script: the page runs in a frame sandboxed without `allow-scripts`); "Rejouer" loads the page again. With reduced
 * motion every message is there at once. Every message is in the document from the start for assistive technology.
 */
export default function ChatbotDemo() {
  const { t } = useTranslation('demos');
  const location = useLocation();
  return (
    <DemoPage title={t('chatbot.title')} intro={t('chatbot.intro')}>
      <section aria-labelledby="conversation-heading" className="rounded-card border bg-card p-4">
        <h2 id="conversation-heading" className="sr-only">
          {t('chatbot.conversation')}
        </h2>
        <ol className="space-y-3">
          {script.map(({ key, speaker }, index) => (
            <li
              key={key}
              className={cn(
                'flex animate-demo-appear flex-col gap-1 motion-reduce:animate-none',
                speaker === 'customer' ? 'items-end' : 'items-start',
              )}
              style={{ animationDelay: `${index * paceMs}ms` }}
            >
              <p className="text-xs font-medium text-muted-foreground">{t(`chatbot.${speaker}`)}</p>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed',
                  speaker === 'customer'
                    ? 'rounded-br-sm bg-primary text-primary-foreground'
                    : 'rounded-bl-sm bg-muted text-foreground',
                )}
              >
                {t(`chatbot.messages.${key}`)}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument variant="outline" size="sm">
        <RotateCcw aria-hidden="true" />
        {t('chatbot.replay')}
      </ButtonLink>
    </DemoPage>
  );
}
