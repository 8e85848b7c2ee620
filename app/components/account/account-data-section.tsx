import { z } from 'zod';
import { currentPasswordSchema } from '../../../core/accounts/password.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { CheckboxField } from '../auth/checkbox-field.tsx';
import { PasswordField } from '../auth/credential-fields.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';

const deleteSchema = z.object({ password: currentPasswordSchema, confirm: z.literal('on', 'confirm_required') });

/** GDPR: download everything we hold (art. 15/20), or delete the account (art. 17). */
export function AccountDataSection() {
  const { t } = useTranslation('account');
  return (
    <ProfileSection id="data" title={t('data.title')} lead={t('data.lead')}>
      <ButtonLink to="/profile/export" reloadDocument variant="outline">
        {t('data.export')}
      </ButtonLink>
      <div className="border-t pt-4">
        <h3 className="font-semibold text-destructive">{t('data.deleteTitle')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('data.deleteText')}</p>
        <div className="mt-4">
          <IntentForm intent="delete-account" schema={deleteSchema} submit={t('data.delete')}>
            {(errors) => (
              <>
                <PasswordField label={t('reauthenticate')} error={errors.password} />
                <CheckboxField name="confirm" error={errors.confirm}>
                  {t('data.confirm')}
                </CheckboxField>
              </>
            )}
          </IntentForm>
        </div>
      </div>
    </ProfileSection>
  );
}
