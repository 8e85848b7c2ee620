import { useId } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/** Signs every other session of the user out, keeping this one (the security page's `revoke-others`). */
export function EndOtherSessionsForm() {
  const { t } = useTranslation('account');
  return (
    <Form method="post" action="/security-test">
      <input type="hidden" name="intent" value="revoke-others" />
      <Button type="submit" variant="outline" size="sm">
        {t('security.revokeOthers')}
      </Button>
    </Form>
  );
}

/**
 * After a change of sign-in factor (two-factor on or off, a new phone number to sign in with), the offer to
 * sign the other devices out (ASVS 5.0 V7.4.3): whoever held a session before the change would keep it otherwise.
 */
export function EndOtherSessionsOffer({ when }: { when: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  if (!when) return null;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-card border p-4 text-sm">
      <p id={id}>{t('security.revokeOthersOffer')}</p>
      <EndOtherSessionsForm />
    </section>
  );
}
