import { Form, Link, useSearchParams } from 'react-router';
import { signUpSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { AuthLink } from '../../components/auth/auth-link.tsx';
import { CheckboxField } from '../../components/auth/checkbox-field.tsx';
import { EmailField, NewPasswordFields } from '../../components/auth/credential-fields.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { OAuthButtons } from '../../components/auth/oauth-buttons.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { TextField } from '../../components/auth/text-field.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { requestContext } from '../../context.ts';
import { authFailure, authOf, invalidForm, visitorAuthPage } from '../../lib/auth.server.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/sign-up';

export const loader = ({ url, context }: Route.LoaderArgs) => visitorAuthPage(context, url, 'signUp');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Creates the account and mails the verification link, whose opening signs the new user in. The answer is the
 * same whether the address already has an account or not (no account enumeration): Better Auth then creates
 * nothing and mails the owner instead. Better Auth's own hooks count the attempt (rate limits per address and
 * per e-mail, server/auth/account-rate-limits.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = signUpSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
  const { name, email, password } = parsed.data;
  try {
    await authOf(context).auth.api.signUpEmail({ body: { name, email, password }, headers: request.headers });
  } catch (error) {
    return authFailure(error);
  }
  return { ok: true as const, sentTo: email, demoMailbox: context.get(requestContext).outboxMail };
}

export default function SignUpPage({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(signUpSchema, failed?.fieldErrors);
  const link = 'font-medium text-primary underline underline-offset-4';
  if (actionData?.ok) {
    return (
      <AuthCard title={t('signUp.sentTitle')}>
        <Notice tone="success">{t('signUp.sent', { email: actionData.sentTo })}</Notice>
        {actionData.demoMailbox && <p className="text-sm text-muted-foreground">{t('signUp.demoMailbox')}</p>}
        <p className="text-center text-sm">
          <AuthLink to="/auth" keepRedirect>
            {t('signUp.signIn')}
          </AuthLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')}>
      <FormAlert formError={failed?.formError} errors={errors} />
      <Form method="post" className="space-y-4" {...formProps}>
        <TextField name="name" label={t('fields.name')} error={errors.name} autoComplete="name" required />
        <EmailField errors={errors} />
        <NewPasswordFields errors={errors} label={t('fields.password')} confirm={false} />
        <CheckboxField name="terms" error={errors.terms}>
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{
              terms: <Link to="/terms-of-service" className={link} />,
              privacy: <Link to="/privacy-policy" className={link} />,
            }}
          />
        </CheckboxField>
        <SubmitButton busy={t('signUp.submitting')}>{t('signUp.submit')}</SubmitButton>
      </Form>
      <OAuthButtons providers={loaderData.providers} redirectTo={params.get('redirectTo')} />
      <p className="border-t pt-5 text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <AuthLink to="/auth" keepRedirect>
          {t('signUp.signIn')}
        </AuthLink>
      </p>
    </AuthCard>
  );
}
