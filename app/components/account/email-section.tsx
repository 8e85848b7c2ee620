import { z } from 'zod';
import { emailSchema } from '../../../core/accounts/email.schema.ts';
import { currentPasswordSchema } from '../../../core/accounts/password.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { EmailField, PasswordField } from '../auth/credential-fields.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

const changeEmailSchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema });

/** The address, whether it is proven, and changing it (confirmed from the new address, password first). */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <ProfileSection id="email" title={t('email.title')}>
      <p className="text-sm">
        <span className="font-medium">{email}</span>{' '}
        <span className={verified ? 'text-primary' : 'text-destructive'}>
          {verified ? t('email.verified') : t('email.unverified')}
        </span>
      </p>
      {!verified && <VerifyEmailNotice />}
      <IntentForm<{ intent: string; ok: boolean; newEmail?: string }>
        intent="change-email"
        schema={changeEmailSchema}
        submit={t('email.change')}
        success={(result) => t('email.changeSent', { email: result.newEmail })}
      >
        {(errors) => (
          <>
            <EmailField errors={errors} name="newEmail" label={t('email.newEmail')} />
            <PasswordField label={t('reauthenticate')} error={errors.password} />
          </>
        )}
      </IntentForm>
    </ProfileSection>
  );
}
