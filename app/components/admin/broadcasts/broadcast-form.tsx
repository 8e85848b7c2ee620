import { Form } from 'react-router';
import { roles } from '../../../../core/accounts/viewer.ts';
import {
  broadcastAudiences,
  broadcastLimits,
  broadcastTypes,
} from '../../../../core/admin/broadcasts/broadcast.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';

export interface BroadcastFormValues {
  title: string;
  message: string;
  type: string;
  link: string;
  audience: string;
  role: string;
  user_email: string;
  send_email: boolean;
  token: string;
}

const control =
  'w-full rounded-lg border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive focus-visible:outline-2 focus-visible:outline-ring';

/** The composer of /admin/notifications: a plain form; "Aperçu" re-renders the page with the preview, "Envoyer" sends. */
export function BroadcastForm({
  values,
  fieldErrors,
  busy,
}: {
  values: BroadcastFormValues;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const { t } = useTranslation('adminNotifications');
  const error = (field: string) =>
    fieldErrors[field] ? (
      <p id={`${field}-error`} className="text-sm text-destructive">
        {t(`errors.${fieldErrors[field]}`, { defaultValue: t('errors.unknown') })}
      </p>
    ) : null;
  const described = (field: string, hint?: boolean) =>
    [hint && `${field}-hint`, fieldErrors[field] && `${field}-error`].filter(Boolean).join(' ') || undefined;
  return (
    // The token changes once a broadcast is sent: the next one is a new form.
    <Form method="post" className="space-y-4" key={values.token} noValidate>
      <input type="hidden" name="token" value={values.token} />
      <div className="space-y-1">
        <label htmlFor="title" className="block text-sm font-medium">
          {t('compose.title')}
        </label>
        <input
          id="title"
          name="title"
          required
          maxLength={broadcastLimits.title}
          defaultValue={values.title}
          aria-invalid={!!fieldErrors.title || undefined}
          aria-describedby={described('title', true)}
          className={control}
        />
        <p id="title-hint" className="text-xs text-muted-foreground">
          {t('compose.titleHint')}
        </p>
        {error('title')}
      </div>
      <div className="space-y-1">
        <label htmlFor="message" className="block text-sm font-medium">
          {t('compose.message')}
        </label>
        <textarea
          id="message"
          name="message"
          required
          rows={4}
          maxLength={broadcastLimits.message}
          defaultValue={values.message}
          aria-invalid={!!fieldErrors.message || undefined}
          aria-describedby={described('message', true)}
          className={control}
        />
        <p id="message-hint" className="text-xs text-muted-foreground">
          {t('compose.messageHint')}
        </p>
        {error('message')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="type" className="block text-sm font-medium">
            {t('compose.type')}
          </label>
          <select
            id="type"
            name="type"
            defaultValue={values.type}
            aria-describedby={described('type')}
            className={control}
          >
            {broadcastTypes.map((type) => (
              <option key={type} value={type}>
                {t(`compose.types.${type}`)}
              </option>
            ))}
          </select>
          {error('type')}
        </div>
        <div className="space-y-1">
          <label htmlFor="link" className="block text-sm font-medium">
            {t('compose.link')}
          </label>
          <input
            id="link"
            name="link"
            maxLength={broadcastLimits.link}
            defaultValue={values.link}
            aria-invalid={!!fieldErrors.link || undefined}
            aria-describedby={described('link', true)}
            className={control}
          />
          <p id="link-hint" className="text-xs text-muted-foreground">
            {t('compose.linkHint')}
          </p>
          {error('link')}
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('compose.audience')}</legend>
        <div className="flex flex-wrap gap-4">
          {broadcastAudiences.map((audience) => (
            <label key={audience} className="flex items-center gap-2 text-sm">
              <input type="radio" name="audience" value={audience} defaultChecked={values.audience === audience} />
              {t(`compose.audiences.${audience}`)}
            </label>
          ))}
        </div>
        {error('audience')}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="role" className="block text-sm font-medium">
              {t('compose.role')}
            </label>
            <select
              id="role"
              name="role"
              defaultValue={values.role}
              aria-invalid={!!fieldErrors.role || undefined}
              aria-describedby={described('role')}
              className={control}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`compose.roles.${role}`)}
                </option>
              ))}
            </select>
            {error('role')}
          </div>
          <div className="space-y-1">
            <label htmlFor="user_email" className="block text-sm font-medium">
              {t('compose.userEmail')}
            </label>
            <input
              id="user_email"
              name="user_email"
              type="email"
              autoComplete="off"
              defaultValue={values.user_email}
              aria-invalid={!!fieldErrors.user_email || undefined}
              aria-describedby={described('user_email')}
              className={control}
            />
            {error('user_email')}
          </div>
        </div>
      </fieldset>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="send_email"
            defaultChecked={values.send_email}
            aria-describedby="send_email-hint"
          />
          {t('compose.sendEmail')}
        </label>
        <p id="send_email-hint" className="text-xs text-muted-foreground">
          {t('compose.sendEmailHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
          {t('compose.preview')}
        </Button>
        <Button type="submit" name="intent" value="send" disabled={busy}>
          {t('compose.send')}
        </Button>
      </div>
    </Form>
  );
}
