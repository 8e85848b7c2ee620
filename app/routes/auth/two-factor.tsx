import { Form, Link, redirect, useSearchParams } from 'react-router';
import { twoFactorSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { FormAlert } from '../../components/auth/form-alert.tsx';
import { SubmitButton } from '../../components/auth/submit-button.tsx';
import { TextField } from '../../components/auth/text-field.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { requestContext } from '../../context.ts';
import { authFailure, authOf, invalidForm, redirectIfSignedIn, redirectSignedIn } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import type { Route } from './+types/two-factor';

/** The second step, reached only with the short-lived two-factor cookie a password sign-in sets. */
const hasChallenge = (request: Request) => /(^|;\s*)[\w.-]*two_factor=/.test(request.headers.get('cookie') ?? '');

export function loader({ request, url, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context, url);
  if (!hasChallenge(request)) throw redirect('/auth');
  const t = serverT(context.get(requestContext).locale, 'auth');
  return { meta: { title: t('meta.twoFactor'), noindex: true } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export async function action({ request, url, context }: Route.ActionArgs) {
  const parsed = twoFactorSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.error));
  // Attempts are counted by Better Auth's hooks (server/auth/account-rate-limits.ts).
  const { auth } = authOf(context);
  try {
    const call = { headers: request.headers, returnHeaders: true } as const;
    const { headers } =
      parsed.data.method === 'totp'
        ? await auth.api.verifyTOTP({ ...call, body: { code: parsed.data.code } })
        : await auth.api.verifyBackupCode({ ...call, body: { code: parsed.data.code } });
    return redirectSignedIn(url, headers);
  } catch (error) {
    return authFailure(error);
  }
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const backup = params.get('method') === 'backup';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, formProps } = useValidatedForm(twoFactorSchema, failed?.fieldErrors);
  const switchTo = new URLSearchParams(params);
  if (backup) switchTo.delete('method');
  else switchTo.set('method', 'backup');
  return (
    <AuthCard title={t('twoFactor.title')} lead={backup ? t('twoFactor.backupLead') : t('twoFactor.lead')}>
      <FormAlert formError={failed?.formError} errors={errors} />
      <Form method="post" className="space-y-4" {...formProps} key={backup ? 'backup' : 'totp'}>
        <input type="hidden" name="method" value={backup ? 'backup' : 'totp'} />
        <TextField
          name="code"
          label={backup ? t('fields.backupCode') : t('fields.code')}
          error={errors.code}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <SubmitButton busy={t('signIn.submitting')}>{t('twoFactor.submit')}</SubmitButton>
      </Form>
      <p className="flex flex-wrap justify-between gap-3 text-sm">
        <Link to={`?${switchTo}`} replace className="font-medium text-primary underline-offset-4 hover:underline">
          {backup ? t('twoFactor.useApp') : t('twoFactor.useBackup')}
        </Link>
        <Link to="/auth" className="text-muted-foreground underline-offset-4 hover:underline">
          {t('twoFactor.restart')}
        </Link>
      </p>
    </AuthCard>
  );
}
