import { Form } from 'react-router';
import { emailOnlySchema } from '../../../core/accounts/auth-forms.schema.ts';
import { requestLibraryLink } from '../../../core/accounts/request-library-link.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { AuthLink } from '../../components/auth/auth-link.tsx';
import { EmailField } from '../../components/auth/credential-fields.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { formAction } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/request-link';

export function loader({ context, url }: Route.LoaderArgs) {
  const t = serverT(context.get(requestContext).locale, 'auth');
  return {
    // The page a library link that no longer works leads to.
    expired: url.searchParams.get('link') === 'expired',
    meta: { title: t('library.meta'), description: t('library.lead') },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Sends a new link to the purchases made with the address typed; the answer never says whether there are any. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = { email: typeof form.email === 'string' ? form.email : '' };
  return formAction({ values, schema: emailOnlySchema }, async (input) => ({
    ok: true as const,
    ...(await requestLibraryLink(context.get(depsContext), input, { ip: context.get(requestContext).clientIp })),
    demoMailbox: context.get(requestContext).outboxMail,
  }));
}

export default function LibraryLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(emailOnlySchema, failed?.fieldErrors);
  if (actionData?.ok) {
    return (
      <AuthCard title={t('library.sentTitle')}>
        <Notice tone="success">{t('library.sent', { email: actionData.sentTo })}</Notice>
        {actionData.demoMailbox && <p className="text-sm text-muted-foreground">{t('signUp.demoMailbox')}</p>}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('library.title')} lead={t('library.lead')}>
      {loaderData.expired && <Notice tone="error">{t('library.expired')}</Notice>}
      <FormAlert formError={failed?.error} errors={errors} />
      <Form method="post" className="space-y-4" {...formProps}>
        <EmailField errors={errors} />
        <SubmitButton busy={t('library.sending')}>{t('library.send')}</SubmitButton>
      </Form>
      <p className="text-center text-sm">
        <AuthLink to="/auth">{t('library.signIn')}</AuthLink>
      </p>
    </AuthCard>
  );
}
