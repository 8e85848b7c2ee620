import Flag from 'lucide-react/icons/flag';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import { Form, useNavigation } from 'react-router';
import type { PublishedReview } from '../../../core/reviews/published-review.ts';
import { replyInput, reportInput, reportReasons, reviewLimits } from '../../../core/reviews/reviews.schema.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';
import { ReportReasonForm } from '../report-reason-form.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { ReviewActionData } from './review-action.server.ts';

const summaryClass =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline';

/** The answer of the action to this review's form of `intent`, if that was the last form sent. */
function answerFor(actionData: ReviewActionData | undefined, reviewId: string, intents: string[]) {
  return actionData && actionData.reviewId === reviewId && actionData.intent && intents.includes(actionData.intent)
    ? actionData
    : undefined;
}

/** The product seller's reply to a review: write it once, then edit it. */
export function ReplyForm({ review, actionData }: { review: PublishedReview; actionData?: ReviewActionData }) {
  const { t } = useTranslation('reviews');
  const navigation = useNavigation();
  const intent = review.sellerReply ? 'edit-reply' : 'reply';
  const answer = answerFor(actionData, review.id, ['reply', 'edit-reply']);
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useValidatedForm(replyInput, failed?.fieldErrors);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('reviewId') === review.id;
  const id = `reply-${review.id}`;
  const message = (code: string | undefined) => code && t(`errors.${code}`, { defaultValue: t('errors.unknown') });
  return (
    <div className="space-y-2 border-t pt-3">
      {answer?.ok && <Notice tone="success">{t('success.replied')}</Notice>}
      <details open={!!failed}>
        <summary className={summaryClass}>
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {review.sellerReply ? t('reply.edit') : t('reply.open')}
        </summary>
        <Form {...formProps} method="post" className="mt-3 space-y-3">
          {failed?.error && <Notice tone="error">{message(failed.error)}</Notice>}
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="reviewId" value={review.id} />
          <Field id={id} name="reply" label={t('reply.label')} error={message(errors.reply)}>
            <Textarea
              className="min-h-24 leading-relaxed"
              rows={3}
              required
              maxLength={reviewLimits.replyMax}
              defaultValue={failed?.values.reply ?? review.sellerReply ?? ''}
            />
          </Field>
          <Button type="submit" size="sm" disabled={sending}>
            {review.sellerReply ? t('reply.save') : t('reply.submit')}
          </Button>
        </Form>
      </details>
    </div>
  );
}

/** Reporting a review to the moderators: a reason and optional details, once per user. */
export function ReportForm({
  review,
  reported,
  actionData,
}: {
  review: PublishedReview;
  reported: boolean;
  actionData?: ReviewActionData;
}) {
  const { t } = useTranslation('reviews');
  const answer = answerFor(actionData, review.id, ['report']);
  const failed = answer && !answer.ok ? answer : undefined;
  const message = (code: string | undefined) => code && t(`errors.${code}`, { defaultValue: t('errors.unknown') });
  if (answer?.ok) return <Notice tone="success">{t('success.reported')}</Notice>;
  if (reported) return <p className="text-xs text-muted-foreground">{t('report.done')}</p>;
  return (
    <details open={!!failed} className="border-t pt-3">
      <summary className={cn(summaryClass, 'text-muted-foreground')}>
        <Flag aria-hidden="true" className="size-4" />
        {t('report.open')}
      </summary>
      <ReportReasonForm
        namespace="reviews"
        targetField="reviewId"
        targetId={review.id}
        reasons={reportReasons}
        schema={reportInput}
        refused={failed}
        errorText={message}
      />
    </details>
  );
}
