import Flag from 'lucide-react/icons/flag';
import type { MessageView } from '../../../core/messaging/message-view.ts';
import { messageReportReasons, reportMessageInput } from '../../../core/messaging/messaging.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { ReportReasonForm } from '../report-reason-form.tsx';
import type { ConversationActionData } from './message-action.ts';
import { useErrorText } from './use-error-text.ts';

/** Reporting the other party's message to the moderators: a reason and optional details, once per message. */
export function ReportMessageForm({
  message,
  authorName,
  actionData,
}: {
  message: MessageView;
  authorName: string;
  actionData: ConversationActionData | undefined;
}) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const answer = actionData?.intent === 'report' && actionData.messageId === message.id ? actionData : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  if (answer?.ok) return <Notice tone="success">{t('report.success')}</Notice>;
  if (message.reportedByMe) return <p className="text-xs text-muted-foreground">{t('report.done')}</p>;
  return (
    <details open={!!failed}>
      <summary
        aria-label={t('report.label', { name: authorName })}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-md text-xs font-medium text-muted-foreground hover:underline"
      >
        <Flag aria-hidden="true" className="size-3.5" />
        {t('report.open')}
      </summary>
      <ReportReasonForm
        namespace="messages"
        targetField="messageId"
        targetId={message.id}
        reasons={messageReportReasons}
        schema={reportMessageInput}
        refused={failed}
        errorText={errorText}
      />
    </details>
  );
}
