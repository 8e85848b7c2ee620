import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { CopyLinkField } from '../copy-link-field.tsx';
import { FormField } from '../info/form-field.tsx';
import { Button } from '../ui/button.tsx';

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
        <FormField
          name="url"
          label={t('builder.label')}
          hint={t('builder.hint')}
          error={pasted && !link ? t('builder.invalid') : undefined}
          className="flex-1"
        >
          {(props) => (
            <input {...props} type="url" inputMode="url" defaultValue={pasted} className={`${props.className} h-10`} />
          )}
        </FormField>
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
