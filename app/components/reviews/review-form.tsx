import Star from 'lucide-react/icons/star';
import { Form, useNavigation } from 'react-router';
import type { PublishedReview } from '../../../core/reviews/published-review.ts';
import { reviewInput, reviewLimits } from '../../../core/reviews/reviews.schema.ts';
import { formatDate } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field, FieldError } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { Radio } from '../ui/radio.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { ReviewActionData } from './review-action.server.ts';

const ratings = [5, 4, 3, 2, 1] as const;

/**
 * Writing (`create`) or rewriting (`update`) the viewer's review: a rating from 1 to 5 stars, a title, the text and
 * the date of the experience, bounded by the first order and today. Checked in the browser with the shared schema,
 * then by the page's action; errors in place, values kept without JavaScript.
 */
export function ReviewForm({
  mode,
  review,
  experienceDays,
  actionData,
}: {
  mode: 'create' | 'update';
  review?: PublishedReview;
  experienceDays: { min: string; max: string };
  actionData: ReviewActionData | undefined;
}) {
  const { t, i18n } = useTranslation('reviews');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === mode;
  const failed = actionData && !actionData.ok && actionData.intent === mode ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(reviewInput, failed?.fieldErrors);
  const values = failed?.values ?? {};
  const message = (code: string | undefined) => code && t(`errors.${code}`, { defaultValue: t('errors.unknown') });
  const prefix = `review-${mode}`;
  const heading = `${prefix}-heading`;
  const rating = values.rating ?? (review ? String(review.rating) : '');
  const errorCount = Object.keys(errors).length;
  // Writing stands alone under the page's h1; rewriting sits under 'Votre avis' (h2).
  const Heading = mode === 'create' ? 'h2' : 'h3';

  return (
    <Form
      {...formProps}
      method="post"
      aria-labelledby={heading}
      className="space-y-5 rounded-card border bg-card p-5 md:p-6"
    >
      <div className="space-y-1">
        <Heading id={heading} className="text-lg font-semibold">
          {mode === 'create' ? t('form.heading') : t('form.editHeading')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('form.allRequired')}</p>
      </div>
      {failed?.error && <Notice tone="error">{message(failed.error)}</Notice>}
      {errorCount > 0 && <Notice tone="error">{t('form.errorSummary', { count: errorCount })}</Notice>}
      <input type="hidden" name="intent" value={mode} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}

      <fieldset aria-describedby={errors.rating ? `${prefix}-rating-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('form.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {ratings.map((n) => (
            <Label
              key={n}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-lg border bg-background px-3 py-2 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                errors.rating && 'border-destructive',
              )}
            >
              <Radio
                name="rating"
                value={n}
                defaultChecked={rating === String(n)}
                aria-invalid={errors.rating ? true : undefined}
              />
              <Star aria-hidden="true" className="size-4 fill-rating text-rating" />
              {t('form.stars', { count: n })}
            </Label>
          ))}
        </div>
        <FieldError id={`${prefix}-rating-error`} className="mt-1.5">
          {errors.rating && message(errors.rating)}
        </FieldError>
      </fieldset>

      <Field id={`${prefix}-title`} name="title" label={t('form.title')} error={message(errors.title)}>
        <Input type="text" required maxLength={reviewLimits.titleMax} defaultValue={values.title ?? review?.title} />
      </Field>
      <Field
        id={`${prefix}-body`}
        name="body"
        label={t('form.body')}
        description={t('form.bodyHint', { min: reviewLimits.bodyMin, max: reviewLimits.bodyMax })}
        error={message(errors.body)}
      >
        <Textarea
          className="min-h-32 py-2.5 leading-relaxed"
          rows={5}
          required
          defaultValue={values.body ?? review?.body}
        />
      </Field>
      <Field
        id={`${prefix}-experienced-at`}
        name="experiencedAt"
        label={t('form.experiencedAt')}
        description={t('form.experiencedAtHint', { min: formatDate(experienceDays.min, i18n.language) })}
        error={message(errors.experiencedAt)}
      >
        <Input
          className="sm:w-60"
          type="date"
          required
          min={experienceDays.min}
          max={experienceDays.max}
          defaultValue={values.experiencedAt ?? review?.experiencedAt ?? experienceDays.max}
        />
      </Field>
      {mode === 'create' && <p className="text-xs text-muted-foreground">{t('form.verifiedNote')}</p>}
      <Button type="submit" disabled={sending}>
        {sending ? t('form.sending') : mode === 'create' ? t('form.submit') : t('form.save')}
      </Button>
    </Form>
  );
}
