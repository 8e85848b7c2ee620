import Flag from 'lucide-react/icons/flag';
import { Form, useNavigation } from 'react-router';
import type { MessageView } from '../../../core/messaging/message-view.ts';
import { messageReportReasons, reportMessageInput } from '../../../core/messaging/messaging.schema.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { FormField } from '../info/form-field.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
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
  const navigation = useNavigation();
  const answer = actionData?.intent === 'report' && actionData.messageId === message.id ? actionData : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useValidatedForm(reportMessageInput, failed?.fieldErrors);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('messageId') === message.id;
  const id = `report-${message.id}`;
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
      <Form {...formProps} method="post" className="mt-3 space-y-3">
        {failed?.error && <Notice tone="error">{errorText(failed.error)}</Notice>}
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="messageId" value={message.id} />
        <FormField id={`${id}-reason`} name="reason" label={t('report.reason')} error={errorText(errors.reason)}>
          {(props) => (
            <select
              {...props}
              className={cn(props.className, 'h-10')}
              required
              defaultValue={failed?.values.reason ?? ''}
            >
              <option value="" disabled>
                {t('report.reasonPlaceholder')}
              </option>
              {messageReportReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`report.reasons.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-details`} name="details" label={t('report.details')} error={errorText(errors.details)}>
          {(props) => (
            <textarea
              {...props}
              className={cn(props.className, 'min-h-20 py-2')}
              rows={2}
              maxLength={1000}
              defaultValue={failed?.values.details}
            />
          )}
        </FormField>
        <Button type="submit" size="sm" variant="outline" disabled={sending}>
          {t('report.submit')}
        </Button>
      </Form>
    </details>
  );
}
