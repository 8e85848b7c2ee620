import { Form } from 'react-router';
import { emailCategories } from '../../../core/notifications/email-categories.ts';
import type { NotificationPreferences } from '../../../core/notifications/get-notification-preferences.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';

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
    <section aria-labelledby="email-preferences" className="space-y-4">
      <h2 id="email-preferences" className="text-xl font-bold">
        {t('preferences.heading')}
      </h2>
      <Form method="post" className="space-y-4 rounded-card border p-4">
        <fieldset className="space-y-3">
          <legend className="text-sm text-muted-foreground">{t('preferences.lead')}</legend>
          {emailCategories.map((category) => (
            <div key={category} className="flex items-start gap-3">
              <input
                type="checkbox"
                id={`email-${category}`}
                name={category}
                defaultChecked={preferences[category]}
                aria-describedby={`email-${category}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <div>
                <label htmlFor={`email-${category}`} className="text-sm font-medium">
                  {t(`preferences.categories.${category}.label`)}
                </label>
                <p id={`email-${category}-hint`} className="text-xs text-muted-foreground">
                  {t(`preferences.categories.${category}.hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Button type="submit" name="intent" value="preferences" disabled={saving} className="w-full">
          {saving ? t('preferences.saving') : t('preferences.save')}
        </Button>
        {saved && <Notice tone="success">{t('preferences.saved')}</Notice>}
      </Form>
    </section>
  );
}
