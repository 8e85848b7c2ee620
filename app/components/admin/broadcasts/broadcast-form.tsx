import { type ChangeEvent, useState } from 'react';
import { Form } from 'react-router';
import { type Role, roles } from '../../../../core/accounts/viewer.ts';
import {
  broadcastAudiences,
  broadcastLimits,
  broadcastTypes,
} from '../../../../core/admin/broadcasts/broadcast.schema.ts';
import type { BroadcastAudienceCounts } from '../../../../core/admin/broadcasts/count-broadcast-audiences.ts';
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

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/**
 * The composer of /admin/notifications: a plain form; "Aperçu" re-renders the page with the preview, "Envoyer" sends.
 * Whom the chosen audience reaches (how many, and the e-mail option's wording) follows the choice as it is made; the
 * role and e-mail fields show for their audience only, by CSS, so that the form also works without JavaScript.
 */
export function BroadcastForm({
  values,
  audienceCounts,
  fieldErrors,
  busy,
}: {
  values: BroadcastFormValues;
  audienceCounts: BroadcastAudienceCounts;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const { t } = useTranslation('adminNotifications');
  const [audience, setAudience] = useState(values.audience);
  const [role, setRole] = useState<Role>(isRole(values.role) ? values.role : 'expert');
  const follow = (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    if (field.name === 'audience') setAudience(field.value);
    if (field.name === 'role' && isRole(field.value)) setRole(field.value);
  };
  const chosen = audience === 'role' || audience === 'user' ? audience : 'all';
  const roleName = t(`compose.roles.${role}`);
  const count = chosen === 'role' ? audienceCounts.roles[role] : chosen === 'all' ? audienceCounts.all : 1;
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
    <Form method="post" className="space-y-4" key={values.token} noValidate onChange={follow}>
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
      <div className="group/audience">
        <RadioGroupField
          name="audience"
          legend={t('compose.audience')}
          values={broadcastAudiences}
          checked={values.audience}
          labelOf={(audience) => t(`compose.audiences.${audience}`)}
          error={error('audience')}
        >
          <p id="audience-reach" className="text-sm text-muted-foreground" aria-live="polite">
            {t(`compose.reach.${chosen}`, { count, role: roleName })}
          </p>
          <div className="group-has-[input[value=role]:checked]/audience:block hidden pt-2 sm:max-w-xs">
            {select('role', roles)}
          </div>
          <div className="group-has-[input[value=user]:checked]/audience:block hidden pt-2 sm:max-w-sm">
            <Field {...bound('user_email')}>
              <Input size="sm" type="email" autoComplete="off" defaultValue={values.user_email} />
            </Field>
          </div>
        </RadioGroupField>
      </div>
      <Field
        {...bound('send_email')}
        description={t(`compose.sendEmailHints.${chosen}`, { role: roleName })}
        orientation="horizontal"
      >
        <Checkbox defaultChecked={values.send_email} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={busy}>
          {t('compose.preview')}
        </Button>
        <Button type="submit" name="intent" value="send" disabled={busy}>
          {chosen === 'user' ? t('compose.send') : t('compose.sendTo', { count })}
        </Button>
      </div>
    </Form>
  );
}
