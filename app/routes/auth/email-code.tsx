import { data, Form } from 'react-router';
import { emailCodeSchema, emailOnlySchema } from '../../../core/accounts/auth-forms.schema.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { AuthLink } from '../../components/auth/auth-link.tsx';
import { CodeField, EmailField } from '../../components/auth/credential-fields.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { authFailure, authOf, invalidForm, redirectSignedIn, visitorAuthPage } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/email-code';

export const loader = ({ url, context }: Route.LoaderArgs) => visitorAuthPage(context, url, 'emailCode');

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Sign-in by a one-time code e-mailed to the user: `intent=send` mails a code (the answer never says whether
 * the account exists), `intent=verify` signs in with it.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { auth } = authOf(context);
  // Sending and using codes count against the address and the account in Better Auth's hooks.
  if (form.intent === 'send') {
    const parsed = emailOnlySchema.safeParse(form);
    if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
    const { email } = parsed.data;
    try {
      await auth.api.sendVerificationOTP({ body: { email, type: 'sign-in' }, headers: request.headers });
    } catch (error) {
      return authFailure(error);
    }
    return { ok: true as const, sentTo: email };
  }
  const parsed = emailCodeSchema.safeParse(form);
  // A failed code keeps the address, so the form stays on the code step.
  const keepEmail = (failure: ReturnType<typeof invalidForm>) =>
    data({ ...failure.data, sentTo: String(form.email ?? '') }, failure.init ?? undefined);
  if (!parsed.success) return keepEmail(invalidForm(fieldErrors(parsed.error)));
  try {
    const { headers } = await auth.api.signInEmailOTP({
      body: { email: parsed.data.email, otp: parsed.data.code },
      headers: request.headers,
      returnHeaders: true,
    });
    return redirectSignedIn(url, headers);
  } catch (error) {
    return keepEmail(authFailure(error));
  }
}

export default function EmailCodePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : undefined;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const codeStep = sentTo !== undefined;
  const { errors, formProps } = useValidatedForm(codeStep ? emailCodeSchema : emailOnlySchema, failed?.fieldErrors);
  return (
    <AuthCard title={t('emailCode.title')} lead={t('emailCode.lead')}>
      {sentTo && !failed && <Notice tone="success">{t('emailCode.sent', { email: sentTo })}</Notice>}
      <FormAlert formError={failed?.formError} errors={errors} />
      <Form method="post" className="space-y-4" {...formProps} key={codeStep ? 'code' : 'email'}>
        <input type="hidden" name="intent" value={codeStep ? 'verify' : 'send'} />
        {codeStep ? (
          <>
            <input type="hidden" name="email" value={sentTo ?? ''} />
            <CodeField label={t('fields.code')} error={errors.code} />
            <SubmitButton busy={t('signIn.submitting')}>{t('emailCode.submit')}</SubmitButton>
          </>
        ) : (
          <>
            <EmailField errors={errors} />
            <SubmitButton busy={t('signIn.submitting')}>{t('emailCode.send')}</SubmitButton>
          </>
        )}
      </Form>
      <p className="text-center text-sm">
        <AuthLink to="/auth" keepRedirect>
          {t('emailCode.withPassword')}
        </AuthLink>
      </p>
    </AuthCard>
  );
}
