import { Form } from 'react-router';
import { emailCategories } from '../../../core/notifications/email-categories.ts';
import type { NotificationPreferences } from '../../../core/notifications/get-notification-preferences.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { Section } from '../ui/section.tsx';

/** E-mail on or off per category of notifications: one plain form, without JavaScript too. */
export function PreferencesForm({
  preferences,
  saving,
  saved,
}: {
  preferences: NotificationPreferences;
  saving: boolean;
  saved: boolean;
}) {
  const { t } = useTranslation('alerts');
  return (
    <Section title={t('preferences.heading')} headingId="email-preferences" bold className="space-y-4">
      <Form method="post" className="space-y-4 rounded-card border p-4">
        <fieldset className="space-y-3">
          <legend className="text-sm text-muted-foreground">{t('preferences.lead')}</legend>
          {emailCategories.map((category) => (
            <Field
              key={category}
              id={`email-${category}`}
              name={category}
              label={t(`preferences.categories.${category}.label`)}
              description={t(`preferences.categories.${category}.hint`)}
              orientation="horizontal"
            >
              <Checkbox defaultChecked={preferences[category]} />
            </Field>
          ))}
        </fieldset>
        <Button type="submit" name="intent" value="preferences" disabled={saving} className="w-full">
          {saving ? t('preferences.saving') : t('preferences.save')}
        </Button>
        {saved && <Notice tone="success">{t('preferences.saved')}</Notice>}
      </Form>
    </Section>
  );
}
