import { Form } from 'react-router';
import { postAudiences, postLimits } from '../../../core/posts/posts.schema.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { RadioGroupField } from '../ui/radio-group-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { Textarea } from '../ui/textarea.tsx';

export interface PostFormValues {
  title: string;
  body: string;
  audience: string;
  productId: string;
  token: string;
}

/**
 * The composer of /dashboard/posts: a plain form; « Aperçu » re-renders the page with the post as it will read,
 * « Envoyer » sends it. The product chosen counts for the audience « Les acheteurs d’un produit » only.
 */
export function PostForm({
  values,
  products,
  fieldErrors,
  busy,
}: {
  values: PostFormValues;
  products: { id: string; title: string }[];
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const { t } = useTranslation('posts');
  const error = (field: string) =>
    fieldErrors[field] ? t(`errors.${fieldErrors[field]}`, { defaultValue: t('errors.unknown') }) : undefined;
  const audiences = products.length > 0 ? postAudiences : postAudiences.filter((a) => a !== 'product_buyers');
  return (
    // The token changes once a post is sent: the next one is a new form.
    <Form method="post" className="space-y-4" key={values.token} noValidate>
      <input type="hidden" name="token" value={values.token} />
      <Field name="title" label={t('compose.fields.title')} error={error('title')}>
        <Input required maxLength={postLimits.titleMax} defaultValue={values.title} />
      </Field>
      <Field
        name="body"
        label={t('compose.fields.body')}
        description={t('compose.fields.bodyHint')}
        error={error('body')}
      >
        <Textarea className="min-h-48" required rows={10} maxLength={postLimits.bodyMax} defaultValue={values.body} />
      </Field>
      <RadioGroupField
        name="audience"
        legend={t('compose.fields.audience')}
        values={audiences}
        checked={values.audience}
        labelOf={(audience) => t(`compose.audiences.${audience}`)}
        error={error('audience')}
      >
        {products.length > 0 && (
          <SelectField
            name="productId"
            label={t('compose.fields.product')}
            value={values.productId}
            values={products.map((product) => product.id)}
            labelOf={(id) => products.find((product) => product.id === id)?.title ?? id}
            error={error('productId')}
            className="pt-2 sm:max-w-md"
          />
        )}
      </RadioGroupField>
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
