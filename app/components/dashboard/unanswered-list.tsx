import { Link } from 'react-router';
import type { UnansweredConversation } from '../../../core/dashboard/unanswered-conversations.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** Buyers waiting for an answer, newest first, each linked to its conversation. */
export function UnansweredList({ unanswered }: { unanswered: { total: number; data: UnansweredConversation[] } }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <section aria-labelledby="unanswered" className="rounded-card border bg-card p-4 sm:p-6">
      <h2 id="unanswered" className="text-lg font-bold">
        {t('unanswered.heading', { count: unanswered.total })}
      </h2>
      {unanswered.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('unanswered.none')}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {unanswered.data.map((conversation) => (
            <li key={conversation.id} className="py-3">
              <Link to={`/dashboard/messages/${conversation.id}`} className="font-medium hover:underline">
                {conversation.productTitle
                  ? t('unanswered.about', { name: conversation.buyerName, title: conversation.productTitle })
                  : conversation.buyerName}
              </Link>
              <p className="line-clamp-2 text-sm text-muted-foreground">{conversation.preview}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={conversation.lastMessageAt}>
                  {formatDateTime(conversation.lastMessageAt, i18n.language)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/messages" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
        {t('overview.allMessages')}
      </Link>
    </section>
  );
}
