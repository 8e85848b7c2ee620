import { updateProfileSchema } from '../../../core/accounts/update-profile.ts';
import { localeNames, locales } from '../../../i18n/config.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { TextField } from '../auth/text-field.tsx';
import { Field } from '../ui/field.tsx';
import { NativeSelect, NativeSelectOption } from '../ui/native-select.tsx';
import { AvatarForm } from './avatar-form.tsx';
import { IntentForm } from './intent-form.tsx';
import { ProfileSection } from './profile-section.tsx';

/** Display name, avatar and preferred language. */
export function IdentitySection({
  displayName,
  avatarUrl,
  locale,
}: {
  displayName: string;
  avatarUrl: string | null;
  locale: string;
}) {
  const { t } = useTranslation('account');
  return (
    <ProfileSection id="identity" title={t('identity.title')} lead={t('identity.lead')}>
      <AvatarForm avatarUrl={avatarUrl} name={displayName} />
      <IntentForm intent="update-profile" schema={updateProfileSchema} submit={t('save')} success={t('identity.saved')}>
        {(errors) => (
          <>
            <TextField
              name="displayName"
              label={t('identity.displayName')}
              defaultValue={displayName}
              error={errors.displayName}
              autoComplete="name"
              required
            />
            <Field name="locale" label={t('identity.locale')} description={t('identity.localeHint')}>
              <NativeSelect defaultValue={locale}>
                {locales.map((l) => (
                  <NativeSelectOption key={l} value={l}>
                    {localeNames[l]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}
      </IntentForm>
    </ProfileSection>
  );
}
