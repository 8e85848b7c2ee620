import { Link } from 'react-router';
import type { UnansweredConversation } from '../../../core/dashboard/unanswered-conversations.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { OverviewPanel } from './overview-panel.tsx';

/** Buyers waiting for an answer, newest first, each linked to its conversation. */
export function UnansweredList({ unanswered }: { unanswered: { total: number; data: UnansweredConversation[] } }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <OverviewPanel
      title={t('unanswered.heading', { count: unanswered.total })}
      headingId="unanswered"
      items={unanswered.data}
      empty={t('unanswered.none')}
      more={{ to: '/dashboard/messages', label: t('overview.allMessages') }}
      renderItem={(conversation) => (
        <>
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
        </>
      )}
    />
  );
}
