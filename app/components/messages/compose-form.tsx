import Send from 'lucide-react/icons/send';
import { Form, useNavigation } from 'react-router';
import { messageInput, messageLimits } from '../../../core/messaging/messaging.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { ConversationActionData } from './message-action.ts';
import { attachmentMegabytes, useErrorText } from './use-error-text.ts';

/**
 * The reply form: plain text and an optional file, posted as multipart to the thread's action with the key of the
 * message being composed (the page gives a new one, and so a new empty form, after each message sent).
 */
export function ComposeForm({
  composeKey,
  actionData,
}: {
  composeKey: string;
  actionData: ConversationActionData | undefined;
}) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const failed = actionData?.intent === 'send' && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(messageInput, failed?.fieldErrors);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send';
  return (
    <section aria-labelledby="compose-heading" className="rounded-card border bg-card p-4 md:p-6">
      <h2 id="compose-heading" className="mb-4 text-lg font-semibold">
        {t('compose.heading')}
      </h2>
      <Form {...formProps} method="post" encType="multipart/form-data" className="space-y-4">
        {failed?.error && <Notice tone="error">{errorText(failed.error, { minutes: failed.values.minutes })}</Notice>}
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="idempotencyKey" value={composeKey} />
        <Field name="body" label={t('compose.body')} description={t('compose.bodyHint')} error={errorText(errors.body)}>
          <Textarea
            className="min-h-32 leading-relaxed"
            rows={5}
            maxLength={messageLimits.bodyMax}
            defaultValue={failed?.values.body}
          />
        </Field>
        <Field
          name="attachment"
          label={t('compose.attachment')}
          description={t('compose.attachmentHint', { megabytes: attachmentMegabytes })}
          error={errorText(errors.attachment)}
        >
          <Input type="file" />
        </Field>
        <Button type="submit" disabled={sending}>
          <Send aria-hidden="true" />
          {t('compose.submit')}
        </Button>
      </Form>
    </section>
  );
}
