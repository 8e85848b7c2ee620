import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/**
 * The console's one search box (orders by number, e-mail or licence key; users by e-mail or name), a plain GET form
 * to /admin/search: in the console's navigation on every page (its label read by assistive technology only), and
 * with its visible label and error on the results page.
 */
export function ConsoleSearchForm({
  id,
  q = '',
  error,
  compact = false,
}: {
  id: string;
  q?: string;
  error?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <search
      aria-label={compact ? t('search.label') : t('search.title')}
      className={compact ? 'w-full sm:w-auto' : undefined}
    >
      <form
        method="get"
        action="/admin/search"
        className={compact ? 'flex gap-2' : 'flex flex-wrap items-end gap-3 rounded-card border bg-card p-4'}
      >
        <Field
          id={id}
          name="q"
          label={compact ? <span className="sr-only">{t('search.label')}</span> : t('search.label')}
          description={compact ? undefined : t('search.hint')}
          error={error}
          className={compact ? 'min-w-0 flex-1 space-y-0 sm:w-80' : 'min-w-64 flex-1'}
        >
          <Input
            type="search"
            defaultValue={q}
            maxLength={200}
            size={compact ? 'sm' : 'md'}
            placeholder={t('search.placeholder')}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" size={compact ? 'sm' : 'md'} variant={compact ? 'outline' : 'primary'}>
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}
