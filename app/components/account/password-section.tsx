import { changePasswordSchema } from '../../../core/accounts/auth-forms.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { NewPasswordFields, PasswordField } from '../auth/credential-fields.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';

/** Changing the password signs the other devices out. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  return (
    <ProfileSection id="password" title={t('password.title')} lead={t('password.lead')}>
      <IntentForm intent="change-password" schema={changePasswordSchema} submit={t('password.submit')}>
        {(errors) => (
          <>
            <PasswordField name="currentPassword" label={t('password.current')} error={errors.currentPassword} />
            <NewPasswordFields errors={errors} />
          </>
        )}
      </IntentForm>
    </ProfileSection>
  );
}
