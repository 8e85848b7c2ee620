import { z } from 'zod';
import { totpCodeSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { currentPasswordSchema } from '../../../core/accounts/password.schema.ts';
import { phoneNumberSchema } from '../../../core/accounts/phone.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useIntentResult } from '../../lib/use-intent-result.ts';
import { CodeField, PasswordField } from '../auth/credential-fields.tsx';
import { TextField } from '../auth/text-field.tsx';
import { EndOtherSessionsOffer } from './end-other-sessions.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';

const addPhoneSchema = z.object({ phoneNumber: phoneNumberSchema, password: currentPasswordSchema });
const verifyPhoneSchema = z.object({ phoneNumber: phoneNumberSchema, code: totpCodeSchema.shape.code });
type PhoneResult = { intent: string; ok: boolean; phoneNumber?: string };

/** A phone number to sign in with (spec §5), proven by a code sent by SMS, the password asked first. */
export function PhoneSection({ phoneNumber }: { phoneNumber: string | null }) {
  const { t } = useTranslation('account');
  const sent = useIntentResult<PhoneResult>('add-phone');
  const verifying = useIntentResult<PhoneResult>('verify-phone');
  const pending = (sent?.ok && sent.phoneNumber) || (verifying && !verifying.ok && verifying.phoneNumber);
  return (
    <ProfileSection id="phone" title={t('phone.title')} lead={t('phone.lead')}>
      {phoneNumber && (
        <p className="text-sm">
          <span className="font-medium">{phoneNumber}</span> <span className="text-primary">{t('phone.verified')}</span>
        </p>
      )}
      {pending ? (
        <IntentForm intent="verify-phone" schema={verifyPhoneSchema} submit={t('phone.verify')}>
          {(errors) => (
            <>
              <p className="text-sm">{t('phone.codeSent', { phone: pending })}</p>
              <input type="hidden" name="phoneNumber" value={pending} />
              <CodeField label={t('phone.code')} error={errors.code} />
            </>
          )}
        </IntentForm>
      ) : (
        <IntentForm
          intent="add-phone"
          schema={addPhoneSchema}
          submit={t('phone.send')}
          success={verifying?.ok ? t('phone.saved') : undefined}
        >
          {(errors) => (
            <>
              <TextField
                name="phoneNumber"
                type="tel"
                label={phoneNumber ? t('phone.replace') : t('phone.number')}
                hint={t('phone.hint')}
                error={errors.phoneNumber}
                autoComplete="tel"
                required
              />
              <PasswordField label={t('reauthenticate')} hint={t('phone.passwordHint')} error={errors.password} />
            </>
          )}
        </IntentForm>
      )}
      {verifying?.ok && <p className="text-sm text-primary">{t('phone.saved')}</p>}
      <EndOtherSessionsOffer when={Boolean(verifying?.ok)} />
    </ProfileSection>
  );
}
