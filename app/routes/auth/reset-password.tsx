import { Form, redirect } from 'react-router';
import { emailOnlySchema, resetPasswordSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { AuthLink } from '../../components/auth/auth-link.tsx';
import { EmailField, NewPasswordFields } from '../../components/auth/credential-fields.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { requestContext } from '../../context.ts';
import { authFailure, authOf, invalidForm } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/reset-password';

export function loader({ url, context }: Route.LoaderArgs) {
  const t = serverT(context.get(requestContext).locale, 'auth');
  const token = url.searchParams.get('token');
  return { meta: { title: t('meta.reset'), description: t('reset.lead'), noindex: Boolean(token) }, token };
}

/** The e-mailed link holds a secret in its URL: never kept by a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Without a token: mails a reset link (the answer is the same whether the account exists or not). With the
 * e-mailed token: sets the new password, closes the other sessions, and sends the user to sign in. Both count
 * against the address (and the asking against the account) in Better Auth's hooks.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { auth } = authOf(context);
  if (typeof form.token === 'string') {
    const parsed = resetPasswordSchema.safeParse(form);
    if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
    try {
      await auth.api.resetPassword({
        body: { token: parsed.data.token, newPassword: parsed.data.password },
        headers: request.headers,
      });
    } catch (error) {
      return authFailure(error);
    }
    throw redirect('/auth?reset=1');
  }
  const parsed = emailOnlySchema.safeParse(form);
  if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
  const { email } = parsed.data;
  try {
    await auth.api.requestPasswordReset({ body: { email }, headers: request.headers });
  } catch (error) {
    return authFailure(error);
  }
  return { ok: true as const, sentTo: email };
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const { token } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(token ? resetPasswordSchema : emailOnlySchema, failed?.fieldErrors);
  const sentTo = actionData?.ok ? actionData.sentTo : undefined;
  return (
    <AuthCard
      title={token ? t('reset.setTitle') : t('reset.title')}
      lead={token ? t('reset.setLead') : t('reset.lead')}
    >
      {sentTo && <Notice tone="success">{t('reset.sent', { email: sentTo })}</Notice>}
      <FormAlert formError={failed?.formError} errors={errors} />
      {token ? (
        <Form method="post" className="space-y-4" {...formProps}>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields errors={errors} />
          <SubmitButton busy={t('signIn.submitting')}>{t('reset.save')}</SubmitButton>
        </Form>
      ) : (
        <Form method="post" className="space-y-4" {...formProps}>
          <EmailField errors={errors} />
          <SubmitButton busy={t('signIn.submitting')}>{t('reset.send')}</SubmitButton>
        </Form>
      )}
      <p className="text-center text-sm">
        <AuthLink to="/auth">{t('reset.backToSignIn')}</AuthLink>
      </p>
    </AuthCard>
  );
}
