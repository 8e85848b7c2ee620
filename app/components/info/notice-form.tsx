import { Form, Link, useNavigation } from 'react-router';
import type { NoticeInput } from '../../../core/notices/notice.schema.ts';
import { noticeInputFor, noticeLimits, noticeReasons } from '../../../core/notices/notice.schema.ts';
import type { NoticeTarget } from '../../../core/notices/submit-notice.ts';
import { formatCount } from '../../../i18n/format.ts';
import type { FormRefusal } from '../../lib/form-action.server.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { Honeypot } from './honeypot.tsx';
import { Notice } from './notice.tsx';

export type NoticeValues = Record<'reason' | 'explanation' | 'email', string>;

/** What /report's action answered: the receipt's reference, or the refusal with what was typed. */
export type NoticeActionData = { ok: true; reference: string } | FormRefusal<NoticeValues>;

/**
 * The notice form (EU DSA art. 16): the content named, a reason, an explanation, the notifier's address (their
 * account's when signed in) and the good-faith statement; works without JavaScript.
 */
export function NoticeForm({
  target,
  signedInEmail,
  answer,
}: {
  target: NoticeTarget & { type: NoticeInput['targetType']; id: string };
  /** The signed-in notifier's address, where the receipt goes; null for a visitor, who types one. */
  signedInEmail: string | null;
  answer: NoticeActionData | undefined;
}) {
  const { t, i18n } = useTranslation('notices');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const refusal = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useValidatedForm(noticeInputFor(signedInEmail !== null), refusal?.fieldErrors);
  const message = (code: string | undefined) =>
    code && t(`errors.${code}`, { defaultValue: t('errors.unknown'), minutes: refusal?.minutes ?? 1 });

  if (answer?.ok) {
    return (
      <Notice tone="success" title={t('sent.title')}>
        <p>{t('sent.body', { reference: answer.reference })}</p>
        <Link to={target.path} className="mt-2 inline-block font-medium text-primary underline">
          {t('sent.back')}
        </Link>
      </Notice>
    );
  }
  return (
    <Form {...formProps} method="post" className="relative space-y-5 rounded-card border bg-card p-5 shadow-xs md:p-8">
      {refusal?.error && <Notice tone="error">{message(refusal.error)}</Notice>}
      <div>
        <p className="text-sm text-muted-foreground">{t('target.label')}</p>
        <p className="font-semibold">
          {t(`target.${target.type}`)} —{' '}
          <Link to={target.path} className="text-primary underline-offset-4 hover:underline">
            {target.label}
          </Link>
        </p>
      </div>
      <input type="hidden" name="targetType" value={target.type} />
      <input type="hidden" name="targetId" value={target.id} />
      <Field name="reason" label={t('fields.reason')} error={message(errors.reason)}>
        <NativeSelect required defaultValue={refusal?.values.reason ?? ''}>
          <NativeSelectOption value="" disabled>
            {t('fields.reasonPlaceholder')}
          </NativeSelectOption>
          {noticeReasons.map((reason) => (
            <NativeSelectOption key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field
        name="explanation"
        label={t('fields.explanation')}
        description={t('fields.explanationHint', {
          min: noticeLimits.explanationMin,
          max: formatCount(noticeLimits.explanationMax, i18n.language),
        })}
        error={message(errors.explanation)}
      >
        <Textarea
          rows={6}
          required
          minLength={noticeLimits.explanationMin}
          maxLength={noticeLimits.explanationMax}
          defaultValue={refusal?.values.explanation}
        />
      </Field>
      {signedInEmail ? (
        <p className="text-sm text-muted-foreground">{t('fields.signedInAs', { email: signedInEmail })}</p>
      ) : (
        <Field name="email" label={t('fields.email')} description={t('fields.emailHint')} error={message(errors.email)}>
          <Input type="email" autoComplete="email" inputMode="email" required defaultValue={refusal?.values.email} />
        </Field>
      )}
      <Honeypot id="notice-website" label={t('fields.website')} />
      <Field name="goodFaith" label={t('fields.goodFaith')} error={message(errors.goodFaith)} orientation="horizontal">
        <Checkbox />
      </Field>
      <p className="text-xs text-muted-foreground">
        <Trans t={t} i18nKey="privacy" components={{ policy: <Link to="/privacy-policy" className="underline" /> }} />
      </p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t('sending') : t('submit')}
      </Button>
    </Form>
  );
}
