import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button, ButtonLink } from '../ui/button.tsx';

/** A filter form's buttons: apply, then (when given) back to the unfiltered list, then anything else (an export). */
export function FilterActions({
  submit,
  reset,
  className,
  children,
}: {
  submit: string;
  reset?: { to: string; label: string };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-wrap items-end gap-2', className)}>
      <Button type="submit" size="sm">
        {submit}
      </Button>
      {reset && (
        <ButtonLink to={reset.to} size="sm" variant="outline">
          {reset.label}
        </ButtonLink>
      )}
      {children}
    </div>
  );
}

/**
 * A list's GET filter form (works without JavaScript): its controls, then the button that applies them; `keep` holds
 * the page's other filters, sent again as hidden fields so that applying these does not drop them.
 */
export function FilterForm({
  label,
  keep = {},
  submit,
  children,
}: {
  label?: string;
  keep?: Record<string, string | null | undefined>;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={label}>
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
      <FilterActions submit={submit} />
    </Form>
  );
}
