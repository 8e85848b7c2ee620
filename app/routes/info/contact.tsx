import { CircleHelp, Flag, Scale } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import {
  type ContactField,
  contactMessageLimits,
  contactMessageSchema,
  contactSubjects,
} from '../../../core/content/submit-contact-message.schema.ts';
import { submitContactMessage } from '../../../core/content/submit-contact-message.ts';
import { clientIp } from '../../../core/shared/rate-limit.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { FormField } from '../../components/info/form-field.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { canonicalUrl, pageMeta } from '../../components/info/page-meta.ts';
import { Button } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { cn } from '../../lib/cn.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/contact';

type Errors = Partial<Record<ContactField, string>>;
const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

export function loader({ url, context }: Route.LoaderArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const t = serverT(locale, 'info');
  return {
    meta: {
      title: t('contact.meta.title'),
      description: t('contact.meta.description'),
      canonical: canonicalUrl(publicUrl, url),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Field errors come back as codes (`info:contact.errors.<code>`), like the ones the form finds itself before
 * sending; the submitted values come back too, so that a page rendered without JavaScript keeps them.
 * The client address is the proxy's `X-Forwarded-For` first hop (see clientIp).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const result = await submitContactMessage(context.get(depsContext), { form, ip: clientIp(request.headers) });
  if (result.status === 'sent') return { ok: true as const, sentAt: Date.now() };
  const values = Object.fromEntries(fields.map((field) => [field, typeof form[field] === 'string' ? form[field] : '']));
  if (result.status === 'invalid') {
    return data({ ok: false as const, fieldErrors: result.fieldErrors as Errors, values }, { status: 400 });
  }
  return data(
    { ok: false as const, rateLimitedMinutes: Math.ceil(result.retryAfterSeconds / 60), values },
    { status: 429 },
  );
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact';
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values;
  const serverErrors = failed && 'fieldErrors' in failed ? failed.fieldErrors : undefined;
  const rateLimitedMinutes = failed && 'rateLimitedMinutes' in failed ? failed.rateLimitedMinutes : undefined;
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [messageLength, setMessageLength] = useState(values?.message?.length ?? 0);
  const errors: Errors = clientErrors ?? serverErrors ?? {};
  const errorCount = Object.keys(errors).length;

  // A new answer from the server replaces what the form found on its own.
  useEffect(() => {
    setClientErrors(null);
    if (actionData?.ok) {
      setMessageLength(0);
      noticeRef.current?.focus();
    } else if (actionData && 'fieldErrors' in actionData) {
      focusFirstInvalid(formRef.current, actionData.fieldErrors);
    }
  }, [actionData]);

  const message = (code: string, options?: Record<string, unknown>) =>
    t(`contact.errors.${code}`, { defaultValue: t('contact.errors.unknown'), ...options });

  const validate = (formElement: HTMLFormElement) => {
    const parsed = contactMessageSchema.safeParse(Object.fromEntries(new FormData(formElement)));
    return parsed.success ? {} : fieldErrors<ContactField>(parsed.error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(event.currentTarget);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstInvalid(event.currentTarget, found);
    } else {
      setClientErrors(null);
    }
  };

  // Once a field is flagged, its message follows the corrections; fields not flagged yet stay quiet.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'message') setMessageLength(target.value.length);
    const field = target.name as ContactField;
    if (!errors[field]) return;
    const found = validate(event.currentTarget)[field];
    const next = { ...errors };
    if (found) next[field] = found;
    else delete next[field];
    setClientErrors(next);
  };

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="contact-form-heading" className="rounded-card border bg-card p-5 shadow-xs md:p-8">
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('common.allRequired')}</p>

          {actionData?.ok && (
            <Notice ref={noticeRef} tone="success" title={t('contact.success.title')} className="mt-6">
              {t('contact.success.text')}
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
            ref={formRef}
            // After a success the form starts over empty.
            key={actionData?.ok ? actionData.sentAt : 'contact'}
            method="post"
            action="/contact"
            noValidate
            onSubmit={onSubmit}
            onChange={onChange}
            aria-labelledby="contact-form-heading"
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <FormField name="name" label={t('contact.fields.name')} error={errors.name && message(errors.name)}>
              {(props) => (
                <input
                  {...props}
                  className={cn(props.className, 'h-11')}
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={contactMessageLimits.nameMax}
                  defaultValue={values?.name}
                />
              )}
            </FormField>
            <FormField name="email" label={t('contact.fields.email')} error={errors.email && message(errors.email)}>
              {(props) => (
                <input
                  {...props}
                  className={cn(props.className, 'h-11')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  defaultValue={values?.email}
                />
              )}
            </FormField>
            <FormField
              name="subject"
              label={t('contact.fields.subject')}
              error={errors.subject && message(errors.subject)}
              className="sm:col-span-2"
            >
              {(props) => (
                <select
                  {...props}
                  className={cn(props.className, 'h-11')}
                  required
                  defaultValue={values?.subject ?? ''}
                >
                  <option value="" disabled>
                    {t('contact.fields.subjectPlaceholder')}
                  </option>
                  {contactSubjects.map((subject) => (
                    <option key={subject} value={subject}>
                      {t(`contact.subjects.${subject}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              name="message"
              label={t('contact.fields.message')}
              error={errors.message && message(errors.message)}
              hint={
                <span className="flex flex-wrap justify-between gap-x-4">
                  <span>{t('contact.fields.messageHint')}</span>
                  <span className={cn(messageLength > contactMessageLimits.messageMax && 'text-destructive')}>
                    {t('contact.fields.counter', { count: messageLength })}
                  </span>
                </span>
              }
              className="sm:col-span-2"
            >
              {(props) => (
                <textarea
                  {...props}
                  className={cn(props.className, 'min-h-40 py-2.5 leading-relaxed')}
                  rows={7}
                  required
                  defaultValue={values?.message}
                />
              )}
            </FormField>

            {/* Honeypot: hidden from people and assistive technology, filled in by naive bots. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t('contact.fields.website')}</label>
              <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>

            <p className="text-xs text-muted-foreground sm:col-span-2">
              <Trans
                t={t}
                i18nKey="contact.consent"
                components={{ privacy: <Link to="/privacy-policy" className="text-primary underline" /> }}
              />
            </p>
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
                {sending ? t('contact.sending') : t('contact.submit')}
              </Button>
            </div>
          </Form>
        </section>

        <aside className="space-y-4">
          <AsideCard icon={CircleHelp} title={t('contact.aside.faqTitle')} text={t('contact.aside.faqText')}>
            <Link to="/faq" className="font-medium text-primary hover:underline">
              {t('contact.aside.faqLink')}
            </Link>
          </AsideCard>
          <AsideCard icon={Flag} title={t('contact.aside.reportTitle')} text={t('contact.aside.reportText')}>
            <Link to="/transparency" className="font-medium text-primary hover:underline">
              {t('contact.aside.reportLink')}
            </Link>
          </AsideCard>
          <AsideCard icon={Scale} title={t('contact.aside.legalTitle')}>
            <Link to="/legal" className="font-medium text-primary hover:underline">
              {t('contact.aside.legalLink')}
            </Link>
          </AsideCard>
        </aside>
      </div>
    </>
  );
}

function AsideCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: typeof CircleHelp;
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-card border bg-card p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {text && <p className="mt-2 text-sm text-muted-foreground">{text}</p>}
      <p className="mt-3 text-sm">{children}</p>
    </section>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
  const first = fields.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
