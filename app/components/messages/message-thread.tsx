import Paperclip from 'lucide-react/icons/paperclip';
import type { MessageView } from '../../../core/messaging/message-view.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ConversationActionData } from './message-action.ts';
import { ReportMessageForm } from './report-message-form.tsx';

/**
 * One message: who wrote it and when, its text as written (React escapes it; nothing becomes a link), its
 * attachment as a download, and for the other party's message a way to report it.
 */
function MessageItem({
  message,
  otherName,
  actionData,
}: {
  message: MessageView;
  otherName: string;
  actionData: ConversationActionData | undefined;
}) {
  const { t, i18n } = useTranslation('messages');
  const author = message.fromMe ? t('thread.you') : otherName;
  return (
    <article
      className={cn(
        'max-w-[85%] space-y-2 rounded-card border p-4',
        message.fromMe ? 'ml-auto bg-secondary text-secondary-foreground' : 'mr-auto bg-card',
      )}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-semibold">{author}</span>
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(message.createdAt, i18n.language)}
        </time>
      </header>
      {message.hidden && <p className="text-muted-foreground italic">{t('thread.removed')}</p>}
      {message.body && <p className="whitespace-pre-wrap break-words">{message.body}</p>}
      {message.attachment && (
        <p>
          <a
            href={message.attachment.url}
            download={message.attachment.name}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Paperclip aria-hidden="true" className="size-4" />
            {t('thread.download', { name: message.attachment.name })}
          </a>
        </p>
      )}
      {!message.fromMe && !message.hidden && (
        <ReportMessageForm message={message} authorName={otherName} actionData={actionData} />
      )}
    </article>
  );
}

/** The messages, oldest first, with a marker before the first one the viewer had not read. */
export function MessageThread({
  messages,
  lastReadAt,
  otherName,
  actionData,
}: {
  messages: MessageView[];
  lastReadAt: string | null;
  otherName: string;
  actionData: ConversationActionData | undefined;
}) {
  const { t } = useTranslation('messages');
  if (messages.length === 0) return <p className="text-muted-foreground">{t('thread.empty')}</p>;
  const firstNew = messages.find((m) => !m.fromMe && (!lastReadAt || m.createdAt > lastReadAt))?.id;
  return (
    <>
      <p className="sr-only">{t('thread.listLabel')}</p>
      <ol className="space-y-4">
        {messages.map((message) => (
          <li key={message.id} id={`message-${message.id}`} className="scroll-mt-24 space-y-4">
            {message.id === firstNew && (
              <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-primary uppercase">
                <span aria-hidden="true" className="h-px flex-1 bg-primary/40" />
                {t('thread.newMessages')}
                <span aria-hidden="true" className="h-px flex-1 bg-primary/40" />
              </p>
            )}
            <MessageItem message={message} otherName={otherName} actionData={actionData} />
          </li>
        ))}
      </ol>
    </>
  );
}
