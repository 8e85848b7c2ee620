import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import type { SellerProfileSettings } from '../../../core/sellers/get-seller-profile-settings.ts';
import { sellerProfileLimits as limits, sellerProfileSchema } from '../../../core/sellers/seller-profile.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { type PreviewValues, ProfilePreview } from './profile-preview.tsx';
import type { SellerProfileActionData } from './seller-profile-action.ts';

/** The public profile's form beside a live preview of the card buyers see. */
export function PublicProfileForm({
  settings,
  result,
}: {
  settings: SellerProfileSettings;
  result: SellerProfileActionData | undefined;
}) {
  const { t } = useTranslation('sell');
  const failed = result && !result.ok && result.intent === 'profile' ? result : undefined;
  const { errors, formProps } = useValidatedForm(sellerProfileSchema, failed?.fieldErrors);
  const [values, setValues] = useState<PreviewValues>({
    publicName: failed?.values?.publicName ?? settings.publicName,
    bio: failed?.values?.bio ?? settings.bio,
    website: failed?.values?.website ?? settings.website ?? '',
    expertise: failed?.values?.expertise ?? settings.expertise.join(', '),
    avatarUrl: settings.avatarUrl,
  });
  const message = (code: string | undefined) =>
    code &&
    t(`profile.errors.${code}`, {
      defaultValue: t('profile.errors.unknown'),
      max: code.startsWith('bio') ? limits.bioMax : limits.expertiseMax,
    });

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name in values) setValues((previous) => ({ ...previous, [target.name]: target.value }));
    formProps.onChange(event);
  };

  const input = (name: 'publicName' | 'website' | 'contactEmail' | 'expertise', type = 'text', hint?: string) => (
    <Field name={name} label={t(`profile.public.${name}`)} description={hint} error={message(errors[name])}>
      <Input
        type={type}
        required={name === 'publicName'}
        defaultValue={
          name === 'contactEmail'
            ? (failed?.values?.contactEmail ?? settings.contactEmail ?? '')
            : (values[name as keyof PreviewValues] ?? '')
        }
      />
    </Field>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <Form {...formProps} method="post" onChange={onChange} aria-labelledby="public-heading" className="space-y-5">
        <h2 id="public-heading" className="text-xl font-semibold">
          {t('profile.public.title')}
        </h2>
        <input type="hidden" name="intent" value="profile" />
        {input('publicName')}
        <Field
          name="bio"
          label={t('profile.public.bio')}
          description={t('profile.public.bioHint', { max: limits.bioMax })}
          error={message(errors.bio)}
        >
          <Textarea className="min-h-32 leading-relaxed" rows={5} defaultValue={values.bio} />
        </Field>
        {input('website', 'url')}
        {input('contactEmail', 'email', t('profile.public.contactEmailHint'))}
        {input('expertise', 'text', t('profile.public.expertiseHint', { max: limits.expertiseMax }))}
        <Button type="submit">{t('profile.public.submit')}</Button>
      </Form>
      <ProfilePreview values={values} />
    </div>
  );
}
