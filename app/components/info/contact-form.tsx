import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  type ContactSubject,
  contactMessageLimits,
  contactMessageSchema,
} from '../../../core/content/submit-contact-message.schema.ts';
import { cn } from '../../lib/cn.ts';
import type { ContactActionData } from '../../lib/contact-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { Honeypot } from './honeypot.tsx';
import { Notice } from './notice.tsx';
import { PrivacyConsent } from './privacy-consent.tsx';

/**
 * A contact form (the Contact page's, a seller's): validated in the browser with the shared schema, then by the
 * action at `action`, which answers with `ContactActionData`; errors in place, the values kept without JavaScript, a
 * hidden honeypot, and the form emptied after a success.
 */
export function ContactForm({
  action,
  actionData,
  title,
  subjects,
  sentText,
}: {
  action: string;
  actionData: ContactActionData | undefined;
  title: string;
  subjects: readonly ContactSubject[];
  /** What the success notice says, when not the Contact page's words. */
  sentText?: string;
}) {
  const { t } = useTranslation('info');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === action;
  const noticeRef = useRef<HTMLDivElement>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values;
  const rateLimitedMinutes = failed && 'rateLimitedMinutes' in failed ? failed.rateLimitedMinutes : undefined;
  const { errors, formProps } = useValidatedForm(
    contactMessageSchema,
    failed && 'fieldErrors' in failed ? failed.fieldErrors : undefined,
  );
  const [messageLength, setMessageLength] = useState(values?.message?.length ?? 0);
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (!actionData?.ok) return;
    setMessageLength(0);
    noticeRef.current?.focus();
  }, [actionData]);

  const message = (code: string, options?: Record<string, unknown>) =>
    t(`contact.errors.${code}`, { defaultValue: t('contact.errors.unknown'), ...options });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'message') setMessageLength(target.value.length);
    formProps.onChange(event);
  };

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-card border bg-card p-5 shadow-xs md:p-8">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('common.allRequired')}</p>

      {actionData?.ok && (
        <Notice ref={noticeRef} tone="success" title={t('contact.success.title')} className="mt-6">
          {sentText ?? t('contact.success.text')}
        </Notice>
      )}
      {rateLimitedMinutes !== undefined && (
        <Notice tone="error" className="mt-6">
          {message('rate_limited', { minutes: rateLimitedMinutes })}
        </Notice>
      )}
      {errorCount > 0 && (
        <Notice tone="error" className="mt-6">
          {t('contact.errorSummary', { count: errorCount })}
        </Notice>
      )}

      <Form
        {...formProps}
        // After a success the form starts over empty.
        key={actionData?.ok ? actionData.sentAt : 'contact'}
        method="post"
        action={action}
        onChange={onChange}
        aria-labelledby="contact-form-heading"
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Field name="name" label={t('contact.fields.name')} error={errors.name && message(errors.name)}>
          <Input
            type="text"
            autoComplete="name"
            required
            maxLength={contactMessageLimits.nameMax}
            defaultValue={values?.name}
          />
        </Field>
        <Field name="email" label={t('contact.fields.email')} error={errors.email && message(errors.email)}>
          <Input type="email" autoComplete="email" inputMode="email" required defaultValue={values?.email} />
        </Field>
        <Field
          name="subject"
          label={t('contact.fields.subject')}
          error={errors.subject && message(errors.subject)}
          className="sm:col-span-2"
        >
          <NativeSelect required defaultValue={values?.subject ?? ''}>
            <NativeSelectOption value="" disabled>
              {t('contact.fields.subjectPlaceholder')}
            </NativeSelectOption>
            {subjects.map((subject) => (
              <NativeSelectOption key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        <Field
          name="message"
          label={t('contact.fields.message')}
          error={errors.message && message(errors.message)}
          description={
            <span className="flex flex-wrap justify-between gap-x-4">
              <span>{t('contact.fields.messageHint')}</span>
              <span className={cn(messageLength > contactMessageLimits.messageMax && 'text-destructive')}>
                {t('contact.fields.counter', { count: messageLength })}
              </span>
            </span>
          }
          className="sm:col-span-2"
        >
          <Textarea className="min-h-40 leading-relaxed" rows={7} required defaultValue={values?.message} />
        </Field>

        <Honeypot id="contact-website" label={t('contact.fields.website')} />

        <PrivacyConsent i18nKey="contact.consent" className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
