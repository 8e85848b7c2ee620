import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { GiftView } from '../../../core/gifts/get-gift.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import { Notice } from '../info/notice.tsx';
import { ButtonLink } from '../ui/button.tsx';

export type ClaimResult = { ok: true } | { ok: false; code: string };

/**
 * What the reader can do with the gift: a visitor signs in (or signs up) and comes back; a signed-in reader claims
 * it; its claimer finds it in their purchases; its giver is told only the recipient can take it.
 */
export function ClaimGiftPanel({
  status,
  signedIn,
  signInHref,
  signUpHref,
  result,
}: {
  status: Exclude<GiftView['status'], 'claimed'>;
  signedIn: boolean;
  signInHref: string;
  signUpHref: string;
  result: ClaimResult | undefined;
}) {
  const { t } = useTranslation('gifts');
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) noticeRef.current?.focus();
  }, [result]);

  if (status === 'yours') {
    return (
      <div className="space-y-4">
        <Notice ref={noticeRef} tone="success" title={t('yours.title')}>
          {result?.ok ? t('yours.received') : t('yours.text')}
        </Notice>
        <ButtonLink to="/dashboard/purchases">{t('yours.button')}</ButtonLink>
      </div>
    );
  }
  if (status === 'given') {
    return (
      <div className="space-y-4">
        <Notice tone="success" title={t('given.title')}>
          {t('given.text')}
        </Notice>
        <ButtonLink to="/dashboard/purchases" variant="outline">
          {t('given.button')}
        </ButtonLink>
      </div>
    );
  }
  if (!signedIn) {
    return (
      <div className="space-y-4">
        <p>{t('claim.signInLead')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={signInHref} className="sm:flex-1">
            {t('claim.signIn')}
          </ButtonLink>
          <ButtonLink to={signUpHref} variant="outline" className="sm:flex-1">
            {t('claim.signUp')}
          </ButtonLink>
        </div>
        <p className="text-sm text-muted-foreground">{t('claim.signUpHint')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {result && !result.ok && (
        <Notice ref={noticeRef} tone="error">
          {t(`errors.${result.code}`, { defaultValue: t('errors.unknown') })}
        </Notice>
      )}
      <p>{t('claim.lead')}</p>
      <Form method="post">
        <SubmitButton busy={t('claim.busy')}>{t('claim.button')}</SubmitButton>
      </Form>
    </div>
  );
}
