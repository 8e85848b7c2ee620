import { Form, useSearchParams } from 'react-router';
import { signInSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { looksLikePhoneNumber, phoneNumberSchema } from '../../../core/accounts/phone.schema.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { AuthLink } from '../../components/auth/auth-link.tsx';
import { PasswordField } from '../../components/auth/credential-fields.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { OAuthButtons } from '../../components/auth/oauth-buttons.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { TextField } from '../../components/auth/text-field.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import {
  afterSignIn,
  authFailure,
  authOf,
  invalidForm,
  redirectSignedIn,
  redirectWithCookies,
  visitorAuthPage,
} from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/sign-in';

export const loader = ({ url, context }: Route.LoaderArgs) => visitorAuthPage(context, url, 'signIn');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * E-mail or phone number with a password (spec §5); accounts with two-factor continue to /auth/two-factor.
 * Better Auth's hooks count the attempt against the address and the account (429 once over the limit).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const parsed = signInSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
  const { identifier, password } = parsed.data;
  const phone = looksLikePhoneNumber(identifier) ? phoneNumberSchema.safeParse(identifier) : null;
  const account = phone?.success ? phone.data : identifier.toLowerCase();

  const { auth } = authOf(context);
  try {
    const { headers, response } = phone?.success
      ? await auth.api.signInPhoneNumber({
          body: { phoneNumber: phone.data, password },
          headers: request.headers,
          returnHeaders: true,
        })
      : await auth.api.signInEmail({
          body: { email: account, password },
          headers: request.headers,
          returnHeaders: true,
        });
    if (response && 'twoFactorRedirect' in response && response.twoFactorRedirect) {
      return redirectWithCookies(`/auth/two-factor?redirectTo=${encodeURIComponent(afterSignIn(url))}`, headers);
    }
    return redirectSignedIn(url, headers);
  } catch (error) {
    return authFailure(error);
  }
}

export default function SignInPage({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(signInSchema, failed?.fieldErrors);
  const notice = params.get('reset')
    ? t('signIn.passwordReset')
    : params.get('signedOut')
      ? t('signIn.signedOutEverywhere')
      : params.get('redirectTo')
        ? t('signIn.required')
        : null;
  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      {notice && <Notice tone="success">{notice}</Notice>}
      <FormAlert formError={failed?.formError} errors={errors} />
      <Form method="post" className="space-y-4" {...formProps}>
        <TextField
          name="identifier"
          label={t('fields.identifier')}
          hint={t('fields.identifierHint')}
          error={errors.identifier}
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordField label={t('fields.password')} error={errors.password} />
        <p className="text-right text-sm">
          <AuthLink to="/reset-password">{t('signIn.forgot')}</AuthLink>
        </p>
        <SubmitButton busy={t('signIn.submitting')}>{t('signIn.submit')}</SubmitButton>
      </Form>
      <p className="text-center text-sm">
        <AuthLink to="/auth/code" keepRedirect>
          {t('signIn.withCode')}
        </AuthLink>
      </p>
      <OAuthButtons providers={loaderData.providers} redirectTo={params.get('redirectTo')} />
      <p className="border-t pt-5 text-center text-sm text-muted-foreground">
        {t('signIn.noAccount')}{' '}
        <AuthLink to="/signup" keepRedirect>
          {t('signIn.createAccount')}
        </AuthLink>
      </p>
    </AuthCard>
  );
}
