import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { type IntentResult, useIntentResult } from '../../lib/use-intent-result.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/** Upload (checked by content on the server, re-encoded as WebP) or remove the avatar. */
export function AvatarForm({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const result = useIntentResult<IntentResult>('avatar');
  const error = result && !result.ok ? result.fieldErrors?.avatar : undefined;
  return (
    <div className="flex flex-wrap items-start gap-5">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt={t('identity.avatarAlt', { name })}
          width={80}
          height={80}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
        >
          {(name || '?').charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="avatar" />
          <Field
            name="avatar"
            label={t('identity.avatar')}
            description={t('identity.avatarHint')}
            error={error ? ta(`errors.${error}`, { defaultValue: ta('errors.unknown') }) : undefined}
          >
            <Input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              {t('identity.upload')}
            </Button>
            {avatarUrl && (
              <Button type="submit" size="sm" variant="outline" name="intent" value="remove-avatar" formNoValidate>
                {t('identity.removeAvatar')}
              </Button>
            )}
          </div>
        </Form>
      </div>
    </div>
  );
}
