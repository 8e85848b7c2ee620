import { Link } from 'react-router';
import type { OutboxChannel } from '../../../core/admin/list-outbox.schema.ts';
import type { OutboxPage } from '../../../core/admin/list-outbox.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { PageHero } from '../info/page-hero.tsx';
import { PillNav } from '../ui/pill-nav.tsx';

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

/**
 * A demo mailbox: the messages the outbox kept, their links clickable, filtered by channel, a page at a time.
 * `texts` is where its title and lead live under `account:` (the administrators' mailbox or one's own).
 */
export function OutboxMailbox({
  page,
  channel,
  texts,
}: {
  page: OutboxPage;
  channel: OutboxChannel | null;
  texts: 'mailbox' | 'mailbox.own';
}) {
  const { t, i18n } = useTranslation('account');
  const pages = Math.max(1, Math.ceil(page.meta.total / page.meta.per_page));
  const href = (params: Record<string, string | number | null>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ channel, ...params })) if (value) search.set(key, String(value));
    return `?${search}`;
  };
  return (
    <>
      <PageHero eyebrow={t(`${texts}.eyebrow`)} title={t(`${texts}.title`)} lead={t(`${texts}.lead`)} />
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
          <p className="text-muted-foreground">{t(`${texts}.empty`)}</p>
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
