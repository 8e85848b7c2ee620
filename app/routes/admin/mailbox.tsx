import { data, Link } from 'react-router';
import { listOutboxQuery } from '../../../core/admin/list-outbox.schema.ts';
import { listOutbox } from '../../../core/admin/list-outbox.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PillNav } from '../../components/ui/pill-nav.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/mailbox';

/**
 * The outbox's mailbox: every e-mail and text message the app sent, so that a person can open the links
 * without an SMTP server. It does not exist once mail goes out through SMTP.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale, outboxMail } = context.get(requestContext);
  if (!outboxMail) throw data(null, { status: 404 });
  const parsed = listOutboxQuery.safeParse(queryObject(url));
  const query = parsed.success ? parsed.data : listOutboxQuery.parse({});
  const t = serverT(locale, 'account');
  const page = await listOutbox(context.get(depsContext), { viewer: authOf(context).viewer, query });
  return { meta: { title: t('mailbox.meta'), noindex: true }, page, channel: query.channel ?? null };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Text with its URLs as links (the text part of our e-mails holds every link in full). */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/[^\s)]+)/g).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={i} href={part} className="break-all text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('account');
  const { page, channel } = loaderData;
  const pages = Math.max(1, Math.ceil(page.meta.total / page.meta.per_page));
  const href = (params: Record<string, string | number | null>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ channel, ...params })) if (value) search.set(key, String(value));
    return `?${search}`;
  };
  return (
    <>
      <PageHero eyebrow={t('mailbox.eyebrow')} title={t('mailbox.title')} lead={t('mailbox.lead')} />
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-10">
        <PillNav
          label={t('mailbox.filter')}
          links={([null, 'email', 'sms'] as const).map((c) => ({
            to: href({ channel: c, page: null }),
            label: t(`mailbox.channels.${c ?? 'all'}`),
            current: channel === c,
          }))}
        />
        {page.data.length === 0 ? (
          <p className="text-muted-foreground">{t('mailbox.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {page.data.map((message) => (
              <li key={`${message.channel}-${message.id}`} className="rounded-card border bg-card p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{message.subject ?? t('mailbox.sms')}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t('mailbox.to', { to: message.to, at: formatDateTime(message.createdAt, i18n.language) })} ·{' '}
                      {message.template} · {message.locale}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">
                    <Linkified text={message.text} />
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={t('mailbox.pages')} className="flex justify-between text-sm">
            {page.meta.page > 1 ? <Link to={href({ page: page.meta.page - 1 })}>{t('mailbox.newer')}</Link> : <span />}
            {page.meta.page < pages && <Link to={href({ page: page.meta.page + 1 })}>{t('mailbox.older')}</Link>}
          </nav>
        )}
      </div>
    </>
  );
}
