import { Form } from 'react-router';
import type { SecondFactorState } from '../../../core/accounts/second-factor.ts';
import type { SellerProfileSettings } from '../../../core/sellers/get-seller-profile-settings.ts';
import { sellerPayoutSchema } from '../../../core/sellers/seller-profile.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { PayoutSecondFactorNotice } from '../account/payout-second-factor-notice.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Section } from '../ui/section.tsx';
import type { SellerProfileActionData } from './seller-profile-action.ts';

/** Where payouts go; changing it needs a session that verified a second factor (decision 0014). */
export function PayoutForm({
  settings,
  secondFactor,
  result,
}: {
  settings: SellerProfileSettings;
  secondFactor: SecondFactorState;
  result: SellerProfileActionData | undefined;
}) {
  const { t } = useTranslation('sell');
  const failed = result && !result.ok && result.intent === 'payout' ? result : undefined;
  const { errors, formProps } = useValidatedForm(sellerPayoutSchema, failed?.fieldErrors);
  const message = (code: string | undefined) =>
    code && t(`profile.errors.${code}`, { defaultValue: t('profile.errors.unknown') });
  const locked = secondFactor !== 'verified' || !settings.id;
  return (
    <Section title={t('profile.payout.title')} headingId="payout-heading" className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('profile.payout.text')}</p>
      <p className="text-sm">
        {settings.payoutIban
          ? t('profile.payout.current', { iban: settings.payoutIban, name: settings.payoutName ?? '' })
          : t('profile.payout.none')}
      </p>
      {failed?.error && <Notice tone="error">{message(failed.error)}</Notice>}
      <PayoutSecondFactorNotice state={secondFactor} returnTo="/dashboard/seller-profile" />
      {!settings.id && <p className="text-sm text-muted-foreground">{t('profile.avatar.needProfile')}</p>}
      <Form {...formProps} method="post" aria-labelledby="payout-heading" className="space-y-4">
        <input type="hidden" name="intent" value="payout" />
        <fieldset disabled={locked} className="space-y-4 disabled:opacity-60">
          <Field name="payoutName" label={t('profile.payout.payoutName')} error={message(errors.payoutName)}>
            <Input
              autoComplete="name"
              required
              defaultValue={failed?.values?.payoutName ?? settings.payoutName ?? ''}
            />
          </Field>
          <Field name="iban" label={t('profile.payout.iban')} error={message(errors.iban)}>
            <Input className="font-mono" autoComplete="off" required defaultValue={failed?.values?.iban ?? ''} />
          </Field>
          <Button type="submit">{t('profile.payout.submit')}</Button>
        </fieldset>
      </Form>
    </Section>
  );
}
