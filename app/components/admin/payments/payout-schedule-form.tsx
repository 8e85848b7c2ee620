import { Form } from 'react-router';
import type { PayoutScheduleView } from '../../../../core/admin/payouts/get-payout-schedule.ts';
import { formatDate, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Notice } from '../../info/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { SelectField } from '../../ui/select-field.tsx';

export interface ScheduleFormResult {
  ok: boolean;
  fieldErrors?: Partial<Record<string, string>>;
}

const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The payout schedule's settings (frequency, day, minimum, holding period) and what its next run would pay. */
export function PayoutScheduleForm({ view, result }: { view: PayoutScheduleView; result?: ScheduleFormResult }) {
  const { t, i18n } = useTranslation('adminPayments');
  const locale = i18n.language;
  const { schedule } = view;
  const error = (field: string) => {
    const code = result?.fieldErrors?.[field];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.generic') }) : undefined;
  };
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {t('schedule.next', {
          date: formatDate(view.nextRunAt, locale),
          amount: formatPrice(view.preview.totalCents, locale),
          count: view.preview.count,
        })}
      </p>
      {result?.ok && <Notice tone="success">{t('schedule.saved')}</Notice>}
      <Form method="post" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <input type="hidden" name="intent" value="schedule" />
        <SelectField
          name="frequency"
          label={t('schedule.frequency')}
          value={schedule.frequency}
          values={['weekly', 'monthly'] as const}
          labelOf={(value) => t(`schedule.frequencies.${value}`)}
          error={error('frequency')}
          size="md"
        />
        <SelectField
          name="weekday"
          label={t('schedule.weekday')}
          value={String(schedule.weekday)}
          values={weekdays}
          labelOf={(value) => t(`schedule.weekdays.${value}`)}
          error={error('weekday')}
          size="md"
        />
        <Field name="dayOfMonth" label={t('schedule.dayOfMonth')} error={error('dayOfMonth')}>
          <Input type="number" min={1} max={28} required defaultValue={schedule.dayOfMonth} />
        </Field>
        <Field name="minimumEuros" label={t('schedule.minimum')} error={error('minimumCents')}>
          <Input type="number" min={0} step={1} required defaultValue={schedule.minimumCents / 100} />
        </Field>
        <Field name="holdingDays" label={t('schedule.holdingDays')} error={error('holdingDays')}>
          <Input type="number" min={0} max={365} required defaultValue={schedule.holdingDays} />
        </Field>
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="outline">
            {t('schedule.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
