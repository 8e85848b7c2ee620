import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { CopyLinkField } from '../copy-link-field.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/**
 * Paste a product or seller address, get the partner link: a GET form (works without JavaScript, the server builds
 * the link), the result with its copy button.
 */
export function LinkBuilder({
  pasted,
  link,
}: {
  /** What was pasted last (`?url=`), kept in the field. */
  pasted: string;
  /** The link built from it, or null when it is not a product or seller page of the site. */
  link: string | null;
}) {
  const { t } = useTranslation('partners');
  return (
    <div className="space-y-4">
      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          name="url"
          label={t('builder.label')}
          description={t('builder.hint')}
          error={pasted && !link ? t('builder.invalid') : undefined}
          className="flex-1"
        >
          <Input type="url" inputMode="url" defaultValue={pasted} />
        </Field>
        <Button type="submit" className="sm:mb-6">
          {t('builder.submit')}
        </Button>
      </Form>
      {link && (
        <CopyLinkField
          label={t('builder.result')}
          url={link}
          texts={{ copy: t('builder.copy'), copied: t('builder.copied'), copyFailed: t('builder.copyFailed') }}
        />
      )}
    </div>
  );
}
