import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { decisionLimits } from '../../../../core/sellers/seller-application-decision.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Section } from '../../ui/section.tsx';
import { Textarea } from '../../ui/textarea.tsx';

/** What the detail page's action answers when a decision could not be taken. */
export interface DecisionFailure {
  intent: 'approve' | 'reject';
  fieldErrors?: Partial<Record<'reason' | 'publicName', string>>;
  values?: { reason?: string; publicName?: string };
  error?: string;
}

const limits = { min: decisionLimits.reasonMin, max: decisionLimits.reasonMax };

/** One decision's card: its heading, what it does, and a form posting its `intent` with the given fields. */
function DecisionForm({
  intent,
  heading,
  lead,
  children,
}: {
  intent: DecisionFailure['intent'];
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Section
      bold
      headingId={intent}
      title={heading}
      description={lead}
      className="space-y-3 rounded-card border bg-card p-5 md:p-6"
    >
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </Section>
  );
}

/** The two forms of a pending application: approve (optional message and public name) and reject (reasons). */
export function DecisionForms({ legalName, failure }: { legalName: string; failure: DecisionFailure | undefined }) {
  const { t } = useTranslation('adminApplications');
  const errorText = (code: string | undefined) =>
    code
      ? t(`errors.${code}`, {
          ...limits,
          max: code.startsWith('public_name') ? decisionLimits.publicNameMax : limits.max,
          defaultValue: t('errors.unknown'),
        })
      : undefined;
  const mine = (intent: DecisionFailure['intent']) => (failure?.intent === intent ? failure : undefined);
  const approve = mine('approve');
  const reject = mine('reject');
  /** The id, name, label, hint and error of a decision's field, read under `detail.<intent>`. */
  const bound = (intent: DecisionFailure['intent'], name: 'reason' | 'publicName') => ({
    id: `${intent}-${name === 'publicName' ? 'public-name' : name}`,
    name,
    label: t(`detail.${intent}.${name}`),
    description: t(`detail.${intent}.${name}Hint`, { ...limits, name: legalName }),
    error: errorText(mine(intent)?.fieldErrors?.[name]),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DecisionForm intent="approve" heading={t('detail.approve.heading')} lead={t('detail.approve.lead')}>
        <Field {...bound('approve', 'reason')}>
          <Textarea rows={4} maxLength={limits.max} defaultValue={approve?.values?.reason} />
        </Field>
        <Field {...bound('approve', 'publicName')}>
          <Input type="text" maxLength={decisionLimits.publicNameMax} defaultValue={approve?.values?.publicName} />
        </Field>
        <Button type="submit">{t('detail.approve.submit')}</Button>
      </DecisionForm>
      <DecisionForm intent="reject" heading={t('detail.reject.heading')} lead={t('detail.reject.lead')}>
        <Field {...bound('reject', 'reason')}>
          <Textarea
            rows={5}
            required
            minLength={limits.min}
            maxLength={limits.max}
            defaultValue={reject?.values?.reason}
          />
        </Field>
        <Button type="submit" variant="outline" className="border-destructive text-destructive">
          {t('detail.reject.submit')}
        </Button>
      </DecisionForm>
    </div>
  );
}
