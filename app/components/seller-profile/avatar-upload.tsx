import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import type { SellerProfileActionData } from './seller-profile-action.ts';

/** Upload (checked by content and re-encoded on the server) or remove the shop's picture. */
export function AvatarUpload({
  hasAvatar,
  result,
}: {
  hasAvatar: boolean;
  result: SellerProfileActionData | undefined;
}) {
  const { t } = useTranslation('sell');
  const error = result && !result.ok && result.intent === 'avatar' ? result.fieldErrors?.avatar : undefined;
  return (
    <Form method="post" encType="multipart/form-data" aria-labelledby="avatar-heading" className="space-y-3">
      <h2 id="avatar-heading" className="text-xl font-semibold">
        {t('profile.avatar.title')}
      </h2>
      <Field
        name="avatar"
        label={t('profile.avatar.file')}
        error={error && t(`profile.errors.${error}`, { defaultValue: t('profile.errors.unknown') })}
      >
        <Input type="file" accept="image/*" required />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="avatar" variant="outline">
          {t('profile.avatar.upload')}
        </Button>
        {hasAvatar && (
          <Button type="submit" name="intent" value="remove-avatar" variant="outline" formNoValidate>
            {t('profile.avatar.remove')}
          </Button>
        )}
      </div>
    </Form>
  );
}
