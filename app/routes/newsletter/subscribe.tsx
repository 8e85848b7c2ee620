import Mail from 'lucide-react/icons/mail';
import { type FormEvent, useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { newsletterSubscriptionSchema } from '../../../core/content/subscribe-newsletter.schema.ts';
import { subscribeNewsletter } from '../../../core/content/subscribe-newsletter.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { infoPageMeta } from '../../components/info/info-page-meta.server.ts';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { PrivacyConsent } from '../../components/info/privacy-consent.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/subscribe';
import { NewsletterCard } from './link-state.tsx';

export function loader({ url, context }: Route.LoaderArgs) {
  return {
    pending: url.searchParams.get('newsletter') === 'pending',
    meta: infoPageMeta(context, url, 'newsletter'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * POST /newsletter, from this page or from the footer form (`email`, optional `redirectTo`).
 * - From a fetcher or a script (a `.data` request): `{ ok: true }`, or `{ ok: false, fieldErrors: { email: code },
 *   message }` (400) / `{ ok: false, formError: 'rate_limited', message }` (429); `message` is translated and
 *   codes are keys under `info:newsletter.errors`.
 * - From a plain form post (no JavaScript) with a same-site `redirectTo`: a redirect back there with
 *   `?newsletter=pending`; errors render this page with the form and the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, publicUrl } = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const result = await subscribeNewsletter(context.get(depsContext), {
    form,
    ip: context.get(requestContext).clientIp,
    locale,
    publicUrl,
  });
  const t = serverT(locale, 'info');
  const email = typeof form.email === 'string' ? form.email : '';
  if (result.status === 'pending') {
    const back = sameSitePath(form.redirectTo);
    const isDataRequest = new URL(request.url).pathname.endsWith('.data');
    if (back && !isDataRequest) throw redirect(withParam(back, 'newsletter', 'pending'));
    return { ok: true as const };
  }
  if (result.status === 'invalid') {
    const code = result.fieldErrors.email ?? 'email_invalid';
    return data(
      { ok: false as const, fieldErrors: { email: code }, message: t(`newsletter.errors.${code}`), email },
      { status: 400 },
    );
  }
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  return data(
    {
      ok: false as const,
      formError: 'rate_limited' as const,
      message: t('newsletter.errors.rate_limited', { minutes }),
      email,
    },
    { status: 429 },
  );
}

/** A path on this site ('/…', not '//…' nor '/\…', which browsers read as another host), else null. */
function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) {
    return null;
  }
  const base = 'http://same.site';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://same.site');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('info');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/newsletter';
  const pending = actionData?.ok || (loaderData.pending && !actionData);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const [clientError, setClientError] = useState<string | null>(null);
  const fieldError = clientError
    ? t(`newsletter.errors.${clientError}`, { defaultValue: t('newsletter.errors.unknown') })
    : failed && 'fieldErrors' in failed
      ? failed.message
      : undefined;

  // The same check as the action's, before sending: the error shows at once, in place.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = newsletterSubscriptionSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    const code = parsed.success ? null : (fieldErrors<'email'>(parsed.error).email ?? 'email_invalid');
    setClientError(code);
    if (code) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    }
  };

  return (
    <NewsletterCard>
      <Mail aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('newsletter.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('newsletter.lead')}</p>
      {pending ? (
        <Notice tone="success" title={t('newsletter.pending.title')} className="mt-6 text-left">
          {t('newsletter.pending.text')}
        </Notice>
      ) : (
        <Form method="post" action="/newsletter" noValidate onSubmit={onSubmit} className="mt-6 space-y-4 text-left">
          {failed && 'formError' in failed && <Notice tone="error">{failed.message}</Notice>}
          <Field id="newsletter-page-email" name="email" label={t('newsletter.email')} error={fieldError}>
            <Input type="email" autoComplete="email" inputMode="email" required defaultValue={failed?.email} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? t('newsletter.sending') : t('newsletter.submit')}
          </Button>
          <PrivacyConsent i18nKey="newsletter.consent" />
        </Form>
      )}
    </NewsletterCard>
  );
}
