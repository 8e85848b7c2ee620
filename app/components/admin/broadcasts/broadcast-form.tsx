import { Form } from 'react-router';
import { roles } from '../../../../core/accounts/viewer.ts';
import {
  broadcastAudiences,
  broadcastLimits,
  broadcastTypes,
} from '../../../../core/admin/broadcasts/broadcast.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RadioGroupField } from '../../ui/radio-group-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

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
    fieldErrors[field] ? t(`errors.${fieldErrors[field]}`, { defaultValue: t('errors.unknown') }) : undefined;
  /** A field's id, name, label, error and, with `hint`, its description: all read from its name. */
  const bound = (name: keyof BroadcastFormValues, hint = false) => {
    const key = name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    return {
      id: name,
      name,
      label: t(`compose.${key}`),
      description: hint ? t(`compose.${key}Hint`) : undefined,
      error: error(name),
    };
  };
  /** A select of `options`, each labelled under `compose.<name>s`. */
  const select = (name: 'type' | 'role', options: readonly string[]) => (
    <SelectField
      {...bound(name)}
      value={values[name]}
      values={options}
      labelOf={(option) => t(`compose.${name}s.${option}`)}
    />
  );
  return (
    // The token changes once a broadcast is sent: the next one is a new form.
    <Form method="post" className="space-y-4" key={values.token} noValidate>
      <input type="hidden" name="token" value={values.token} />
      <Field {...bound('title', true)}>
        <Input size="sm" required maxLength={broadcastLimits.title} defaultValue={values.title} />
      </Field>
      <Field {...bound('message', true)}>
        <Textarea
          className="text-sm"
          required
          rows={4}
          maxLength={broadcastLimits.message}
          defaultValue={values.message}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('type', broadcastTypes)}
        <Field {...bound('link', true)}>
          <Input size="sm" maxLength={broadcastLimits.link} defaultValue={values.link} />
        </Field>
      </div>
      <RadioGroupField
        name="audience"
        legend={t('compose.audience')}
        values={broadcastAudiences}
        checked={values.audience}
        labelOf={(audience) => t(`compose.audiences.${audience}`)}
        error={error('audience')}
      >
        <div className="grid gap-4 pt-2 sm:grid-cols-2">
          {select('role', roles)}
          <Field {...bound('user_email')}>
            <Input size="sm" type="email" autoComplete="off" defaultValue={values.user_email} />
          </Field>
        </div>
      </RadioGroupField>
      <Field {...bound('send_email', true)} orientation="horizontal">
        <Checkbox defaultChecked={values.send_email} />
      </Field>
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
