import Paperclip from 'lucide-react/icons/paperclip';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../../core/messaging/list-conversations.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Avatar } from '../avatar.tsx';

/** One row of the inbox: the other party, what it is about, the last message and the unread count; all one link. */
function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t, i18n } = useTranslation('messages');
  const { otherParty, product, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const excerpt = lastMessage
    ? lastMessage.hidden
      ? t('thread.removed')
      : lastMessage.excerpt || t('inbox.attachment', { name: lastMessage.attachmentName ?? '' })
    : '';
  return (
    <Link
      to={`/dashboard/messages/${conversation.id}`}
      className={cn(
        'flex gap-4 rounded-card border p-4 transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        unread && 'border-primary/50 bg-secondary/40',
      )}
    >
      <Avatar name={otherParty.name} src={otherParty.avatarUrl} size={48} className="size-12 border bg-muted" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>
            {otherParty.name}
            <span className="ml-2 rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
              {conversation.role === 'buyer' ? t('inbox.roleBuyer') : t('inbox.roleSeller')}
            </span>
          </p>
          {lastMessage && (
            <time dateTime={lastMessage.at} className="text-xs text-muted-foreground">
              {formatDateTime(lastMessage.at, i18n.language)}
            </time>
          )}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {product ? t('inbox.about', { title: product.title }) : t('inbox.general')}
        </p>
        <p className={cn('line-clamp-2 text-sm break-words', !unread && 'text-muted-foreground')}>
          {lastMessage?.attachmentName && !lastMessage.excerpt && (
            <Paperclip aria-hidden="true" className="mr-1 inline size-3.5" />
          )}
          {lastMessage?.fromMe ? t('inbox.you', { text: excerpt }) : excerpt}
        </p>
      </div>
      {unread && (
        <span className="self-center rounded-full bg-primary px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          {t('inbox.unread', { count: unreadCount })}
        </span>
      )}
    </Link>
  );
}

/** The inbox, newest conversation first. */
export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  const { t } = useTranslation('messages');
  return (
    <>
      <p className="sr-only">{t('inbox.listLabel')}</p>
      <ul className="space-y-3">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} />
          </li>
        ))}
      </ul>
    </>
  );
}
